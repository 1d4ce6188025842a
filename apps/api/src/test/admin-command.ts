import { spawn } from 'node:child_process';
import { repoRoot } from '../stress/server-process';

/**
 * Runs `npm run admin:create` as an operator would, the password on standard input, against a
 * data folder (PGlite) or DATABASE_URL: the exit code and everything it printed.
 */
export function runAdminCreate(opts: {
  dataDir: string;
  databaseUrl?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      'npm',
      [
        'run',
        '-s',
        'admin:create',
        '--',
        '--email',
        opts.email,
        '--first-name',
        opts.firstName,
        '--last-name',
        opts.lastName,
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: opts.dataDir,
          DATABASE_URL: opts.databaseUrl ?? '',
          SEED_DEMO_DATA: 'false',
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(`${opts.password}\n`);
  });
}
