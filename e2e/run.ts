// The end-to-end run: start the built shop on a fresh data folder (an admin made with the real
// admin:create command first), run every journey in Chromium against it, then stop it.
//
// Journeys change the shop they run on (settings such as cash on delivery, products, staff), so
// they never share one at the same time. To use both cores, the journeys are split into lanes
// (E2E_LANES, default 2), each with a shop of its own; within a lane they run one after another.
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
const lanes = splitIntoLanes(files, Math.max(1, Math.min(Number(process.env.E2E_LANES ?? 2) || 1, files.length)));

// Every lane runs to its end and stops its shop, even when another lane's shop failed to start.
const results = await Promise.allSettled(lanes.map((lane, i) => runLane(lane, lanes.length > 1 ? `[shop ${i + 1}] ` : '')));
for (const result of results) if (result.status === 'rejected') console.error(result.reason);
process.exit(results.map((result) => (result.status === 'fulfilled' ? result.value : 1)).find((code) => code !== 0) ?? 0);

/**
 * Longest files first, each to the lane with the least so far: a file's size is a fair guess at
 * how long its journeys take. Within a lane the files keep their alphabetical order.
 */
function splitIntoLanes(all: string[], count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ files: [] as string[], size: 0 }));
  const sized = all.map((file) => ({ file, size: statSync(path.join(here, file)).size })).sort((a, b) => b.size - a.size);
  for (const { file, size } of sized) {
    const lightest = lanes.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += size;
  }
  return lanes.map((lane) => lane.files.sort());
}

async function runLane(laneFiles: string[], prefix: string): Promise<number> {
  const shop = await startShop();
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...laneFiles], {
        cwd: here,
        // One lane alone keeps the terminal's colours; several are told apart by a prefix on each line.
        stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
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
      if (prefix) {
        createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
        createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
      }
      // 'close', not 'exit': the last lines of its output are printed by then.
      child.on('close', (status) => resolve(status ?? 1));
    });
  } finally {
    await shop.stop();
  }
}
