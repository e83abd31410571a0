// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (which migrates, seeds an empty database and listens) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/build/server/entry-server.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/react-router.config.ts', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run "npm install" first.');
  process.exit(1);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) {
  console.log(builtAt ? 'The web app changed: rebuilding it…' : 'Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@phoolwari/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../apps/api/src/server.ts');
