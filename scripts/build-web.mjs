// Builds the web app (apps/web/dist) unless no source it reads changed since its last build: the
// hash of those sources is kept beside the build. Used by npm start and npm test.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/web/dist/.sources-hash');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

/** One hash of every source file the web build reads (paths and contents). */
function sourcesHash() {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
      return;
    }
    hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0');
  };
  sources.forEach(visit);
  return hash.digest('hex');
}

const current = sourcesHash();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
if (built === current && fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('The web app is up to date (no source changed since its build).');
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    stdio: 'inherit',
    shell: false,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, current);
}
