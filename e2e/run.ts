// The end-to-end run: start the built shop on a fresh data folder (an admin made with the real
// admin:create command first), run every journey in Chromium against it, then stop it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from './support/shop';

const here = path.dirname(fileURLToPath(import.meta.url));

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium was not found at ${chrome}: install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const shop = await startShop();
let code: number;
try {
  code = await new Promise<number>((resolve) => {
    // Node 20's test runner takes no globs: name the files (or run the ones given on the command line).
    const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(path.join(here, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/${f}`);
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
      cwd: here,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: shop.baseUrl, E2E_ADMIN_EMAIL: shop.admin.email, E2E_ADMIN_PASSWORD: shop.admin.password, E2E_MAIL_DIR: shop.mailDir },
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
} finally {
  await shop.stop();
}
process.exit(code);
