// The end-to-end run: start the built shop on a fresh data folder (an admin made with the real
// admin:create command first), run every journey in Chromium against it, then stop it.
//
// Journeys change the shop they run on (settings such as cash on delivery, products, staff), so
// they never share one at the same time. To use both cores, the journeys run in lanes
// (E2E_LANES, default 2), each with a shop of its own; within a lane they run one after another.
// The lanes take the next journey file from one queue, longest first, so they finish together
// even when a journey takes longer than its size suggests (one that starts a shop of its own).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startShop } from './support/shop';

const here = path.dirname(fileURLToPath(import.meta.url));

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium was not found at ${chrome}: install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

// Node 20's test runner takes no globs: name the files (or run the ones given on the command line).
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(path.join(here, 'tests'))
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => `tests/${f}`);
const queue = longestFirst(files);
const laneCount = Math.max(1, Math.min(Number(process.env.E2E_LANES ?? 2) || 1, files.length));
const ran: { file: string; tests: number; failed: number; status: number }[] = [];

// Every lane runs to its end and stops its shop, even when another lane's shop failed to start.
const lanes = await Promise.allSettled(Array.from({ length: laneCount }, (_, i) => runLane(laneCount > 1 ? `[shop ${i + 1}] ` : '')));
for (const lane of lanes) if (lane.status === 'rejected') console.error(lane.reason);

const failedFiles = ran.filter((r) => r.status !== 0).map((r) => r.file);
const tests = ran.reduce((sum, r) => sum + r.tests, 0);
const failed = ran.reduce((sum, r) => sum + r.failed, 0);
console.log(`\nJourneys: ${tests} tests in ${ran.length} of ${files.length} files, ${tests - failed} passed, ${failed} failed.`);
if (failedFiles.length > 0) console.log(`Failed: ${failedFiles.join(', ')}`);
const allRan = ran.length === files.length && lanes.every((lane) => lane.status === 'fulfilled');
process.exit(allRan && failedFiles.length === 0 ? 0 : 1);

/** A file's size is a fair guess at how long its journeys take. */
function longestFirst(all: string[]): string[] {
  return all
    .map((file) => ({ file, size: statSync(path.join(here, file)).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
}

async function runLane(prefix: string): Promise<void> {
  const shop = await startShop();
  try {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) ran.push({ file, ...(await runFile(file, shop, prefix)) });
  } finally {
    await shop.stop();
  }
}

/** One journey file on the lane's shop, through Node's test runner; its counts read from the summary it prints. */
function runFile(file: string, shop: Awaited<ReturnType<typeof startShop>>, prefix: string): Promise<{ tests: number; failed: number; status: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', file], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_BASE_URL: shop.baseUrl,
        E2E_ADMIN_EMAIL: shop.admin.email,
        E2E_ADMIN_PASSWORD: shop.admin.password,
        E2E_MAIL_DIR: shop.mailDir,
        E2E_SMS_API_URL: shop.sms.apiUrl,
        E2E_SMS_ACCOUNT_SID: shop.sms.accountSid,
        E2E_SMS_AUTH_TOKEN: shop.sms.authToken,
      },
    });
    const counts = { tests: 0, failed: 0 };
    // Several lanes are told apart by a prefix on each line.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const count = /^ℹ (tests|fail) (\d+)$/.exec(line);
      if (count) counts[count[1] === 'tests' ? 'tests' : 'failed'] = Number(count[2]);
      process.stdout.write(`${prefix}${line}\n`);
    });
    createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
    // 'close', not 'exit': the last lines of its output are printed by then.
    child.on('close', (status) => resolve({ ...counts, status: status ?? 1 }));
  });
}
