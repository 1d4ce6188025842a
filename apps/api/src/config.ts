import os from 'node:os';
import path from 'node:path';
import { loadRateLimits } from './plugins/rate-limits';

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
    /** Trust X-Forwarded-For only behind a known reverse proxy (rate limits key on the address). */
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    /** Request budgets per user and per address (plugins/rate-limits.ts); null when switched off. */
    rateLimits: loadRateLimits(env),
    brand: env.BRAND ?? 'Meridian',
    brandColor: env.BRAND_COLOR ?? '#1f3a5f',
    /** The brokerage's public website, linked from a showcase site that is no longer available. */
    brokerageUrl: (env.BROKERAGE_URL || publicUrl).replace(/\/$/, ''),
    supportUrl: env.SUPPORT_URL ?? 'https://support.meridian.example/servicedesk',
    oidc: {
      issuer: env.OIDC_ISSUER || null,
      clientId: env.OIDC_CLIENT_ID ?? 'atrium-web',
      audience: env.OIDC_AUDIENCE ?? 'atrium-api',
      scopes: env.OIDC_SCOPES ?? 'openid profile email groups metro office offline_access',
    },
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    /** Back-office listing system (validation record, QC status); the embedded sandbox without it. */
    backOfficeUrl: env.BACK_OFFICE_URL || null,
    /** The MLS source (a listing's MLS record for the MLS detail import); the embedded sandbox without it. */
    mlsSourceUrl: env.MLS_SOURCE_URL || null,
    /** AI drafting of ad copy: an OpenAI-compatible API when AI_BASE_URL is set, else the sandbox writer. */
    ai: {
      baseUrl: env.AI_BASE_URL || null,
      apiKey: env.AI_API_KEY || null,
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: Number(env.AI_TIMEOUT_MS ?? 30_000),
    },
    /**
     * Secret of the private showcase sites: it signs the approval links e-mailed to agents and the
     * visitors' access cookies. Without SHOWCASE_SECRET it is derived from the signing keys in DATA_DIR.
     */
    showcaseSecret: env.SHOWCASE_SECRET || null,
    /**
     * Secret that signs the links to listings' live marketing reports. Without REPORT_LINK_SECRET it
     * is derived from the signing keys in DATA_DIR (every instance sharing the folder agrees).
     */
    reportLinkSecret: env.REPORT_LINK_SECRET || null,
    /** The brokerage's zone: scheduled report e-mails go out on the days of its calendar. */
    brokerageTimeZone: timeZoneOf(env.BROKERAGE_TIME_ZONE || 'America/New_York'),
    /** Domain registrar for showcase sites: a REST API when REGISTRAR_URL is set, else the embedded sandbox. */
    registrar: {
      url: env.REGISTRAR_URL || null,
      apiKey: env.REGISTRAR_API_KEY || null,
      timeoutMs: Number(env.REGISTRAR_TIMEOUT_MS ?? 20_000),
    },
    /** The agent-sites CMS (team and agent sites): a REST API when AGENT_SITES_URL is set, else the embedded sandbox. */
    agentSites: {
      url: env.AGENT_SITES_URL || null,
      apiKey: env.AGENT_SITES_API_KEY || null,
      timeoutMs: Number(env.AGENT_SITES_TIMEOUT_MS ?? 15_000),
    },
    /**
     * The design tool that fills design-vault templates with a listing: DESIGN_TOOL_URL is its
     * address with {templateId}, {listingId} and {listingNumber} to fill; without it the
     * embedded sandbox page. DESIGN_TOOL_NAME is the name the screens show.
     */
    designTool: {
      url: env.DESIGN_TOOL_URL || null,
      name: env.DESIGN_TOOL_NAME || 'Design Vault Express',
    },
    /**
     * The concierge portal: CONCIERGE_URL is its sign-in address with {login} and {profileId} to
     * fill; without it the embedded sandbox page. CONCIERGE_NAME is the name the screens show.
     */
    concierge: {
      url: env.CONCIERGE_URL || null,
      name: env.CONCIERGE_NAME || 'Concierge',
    },
    mail: {
      /** smtp://user:pass@host:587 sends real e-mail; unset keeps every message in the outbox. */
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM ?? `${env.BRAND ?? 'Meridian'} <no-reply@meridian.example>`,
      /** Sending attempts after the first (then a dead letter), and the first delay (doubled each time). */
      retryLimit: Number(env.MAIL_RETRY_LIMIT ?? 5),
      retryDelaySeconds: Number(env.MAIL_RETRY_DELAY_SECONDS ?? 30),
    },
    files: {
      /** Disk storage (the default): DATA_DIR/files. */
      dir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
      /** Uploads are streamed here while they are checked, then moved to storage and removed. */
      uploadTmpDir: path.resolve(env.UPLOAD_TMP_DIR ?? path.join(os.tmpdir(), 'atrium-uploads')),
      /** S3-compatible storage when S3_BUCKET is set (S3_ENDPOINT for another provider than AWS). */
      s3: env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT || null,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID || null,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          }
        : null,
      /** Lifetime of a signed download URL (S3 storage). */
      signedUrlSeconds: Number(env.FILE_URL_SECONDS ?? 300),
    },
    /**
     * A real video host (Brightcove-like) when VIDEO_HOST_URL, VIDEO_HOST_ACCOUNT,
     * VIDEO_HOST_CLIENT_ID and VIDEO_HOST_CLIENT_SECRET are set; the embedded sandbox otherwise.
     */
    videoHost:
      env.VIDEO_HOST_URL && env.VIDEO_HOST_ACCOUNT && env.VIDEO_HOST_CLIENT_ID && env.VIDEO_HOST_CLIENT_SECRET
        ? {
            url: env.VIDEO_HOST_URL,
            ingestUrl: env.VIDEO_HOST_INGEST_URL || env.VIDEO_HOST_URL,
            oauthUrl:
              env.VIDEO_HOST_OAUTH_URL || `${env.VIDEO_HOST_URL.replace(/\/$/, '')}/oauth/access_token`,
            account: env.VIDEO_HOST_ACCOUNT,
            clientId: env.VIDEO_HOST_CLIENT_ID,
            clientSecret: env.VIDEO_HOST_CLIENT_SECRET,
            folderId: env.VIDEO_HOST_FOLDER_ID || null,
          }
        : null,
    jobs: {
      /** JOB_WORKER=false: this process queues jobs but runs none (another process does). */
      isWorker: env.JOB_WORKER !== 'false',
      /** How often an idle worker asks for work (seconds, at least 0.5). */
      pollingIntervalSeconds: Number(env.JOB_POLL_SECONDS ?? 2),
    },
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** A zone name the runtime knows (IANA), or a start-up error that names the setting. */
function timeZoneOf(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`BROKERAGE_TIME_ZONE: unknown time zone ${zone}`);
  }
  return zone;
}
