import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { MSG, NewAdministratorSchema } from '@atrium/domain';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { isDatabaseEmpty } from '../../db/seed/is-database-empty';
import { seedReferenceData } from '../../db/seed/reference-seed';
import { createAdministrator, signInMode } from './sign-in.service';

/**
 * npm run admin:create -- --email <e-mail> --first-name <first> --last-name <last> [--update]
 *
 * Creates a system administrator who signs in with a password at the built-in identity provider
 * (the first one of a real deployment). The password is read from standard input, never from the
 * command line (which shell history keeps): typed twice, hidden, at a terminal; the first line
 * when piped (`--password-stdin` says so explicitly). Works on DATABASE_URL or on the embedded
 * database in DATA_DIR; PGlite serves one process at a time, so stop the server first.
 */
const USAGE = `Usage: npm run admin:create -- --email <e-mail> --first-name <first> --last-name <last> [--update] [--password-stdin]

Creates a system administrator who signs in with e-mail and password at the built-in identity
provider. The password is read from standard input (typed twice at a terminal, or the first line
when piped), never from the command line. --update sets the password of an existing user and
makes them an active system administrator.

With the embedded database (no DATABASE_URL) stop the server first: PGlite in DATA_DIR is used by
one process at a time.`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    update: { type: 'boolean', default: false },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !values.email || !values['first-name'] || !values['last-name']) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const password = await readPassword(!values['password-stdin'] && process.stdin.isTTY === true);
const parsed = NewAdministratorSchema.safeParse({
  email: values.email,
  firstName: values['first-name'],
  lastName: values['last-name'],
  password,
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(issue.message);
  process.exit(1);
}

const config = loadConfig();
if (!config.databaseUrl) {
  // PGlite keeps this file while a process has the database open (and removes it on a clean stop).
  if (fs.existsSync(path.join(config.dataDir, 'db', 'postmaster.pid'))) {
    console.error(
      `The embedded database in ${config.dataDir} is in use: stop the server first (PGlite serves one process).\n` +
        'If no server runs (it was killed), start it and stop it once with Ctrl+C, then run this command again.',
    );
    process.exit(1);
  }
  console.log(`Embedded database in ${config.dataDir} (the server is stopped: PGlite serves one process).`);
}
const database = await openDatabase(config).catch((err: Error) => {
  console.error(`Cannot open the database: ${err.message}`);
  if (!config.databaseUrl)
    console.error('Is the server still running on this DATA_DIR? Stop it and try again.');
  process.exit(1);
});
try {
  const wasEmpty = await isDatabaseEmpty(database.db);
  const filled = await seedReferenceData(database.db);
  if (filled.length) console.log(`Reference data created: ${filled.join(', ')}`);
  const result = await createAdministrator(database.db, parsed.data, { update: values.update });
  if ('error' in result) {
    console.error(
      `A user with the e-mail ${parsed.data.email} already exists. Pass --update to set their password and make them a system administrator.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `${result.isNew ? 'Created' : 'Updated'} system administrator ${parsed.data.email} (user ${result.userId}).`,
    );
    const mode = await signInMode(database.db, config);
    if (mode === 'demo')
      console.log(
        'Note: this database holds the demo data, so one-click demo sign-in stays on until the server runs with SEED_DEMO_DATA=false.',
      );
    else if (mode === 'external')
      console.log(
        'Note: OIDC_ISSUER is set, so staff sign in at that provider and this password is not used.',
      );
    else if (wasEmpty && config.seedDemoData)
      console.log('Start the server with SEED_DEMO_DATA=false for a real deployment.');
    console.log('Start the server (npm start) and sign in with this e-mail and password.');
  }
} finally {
  await database.close();
}

/** The password from standard input: hidden and confirmed at a terminal, else the first line. */
async function readPassword(isInteractive: boolean): Promise<string> {
  if (!isInteractive) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      output._writeToOutput = (s: string) => {
        // echo the prompt, never what is typed
        if (s.startsWith(prompt)) process.stdout.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) {
    console.error(MSG.passwordsDoNotMatch);
    process.exit(1);
  }
  return first;
}
