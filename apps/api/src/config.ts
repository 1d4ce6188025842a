import path from 'node:path';

/** Every setting comes from the environment; README lists each with its default. */
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    brand: env.BRAND ?? 'Meridian',
    brandColor: env.BRAND_COLOR ?? '#1f3a5f',
    supportUrl: env.SUPPORT_URL ?? 'https://support.meridian.example/servicedesk',
    oidc: {
      issuer: env.OIDC_ISSUER || null,
      clientId: env.OIDC_CLIENT_ID ?? 'atrium-web',
      audience: env.OIDC_AUDIENCE ?? 'atrium-api',
      scopes: env.OIDC_SCOPES ?? 'openid profile email groups offline_access',
    },
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
