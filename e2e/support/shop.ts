// Starts the real shop as a child process on a free loopback port with a fresh data folder, the
// way a newcomer would run it, and waits until it answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from '@phoolwari/api/test/mail';
import { startFakeSmsProvider } from '@phoolwari/api/test/fake-sms-provider';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop did not answer within ${timeoutMs} ms`);
}

/** The phone provider's account at the local fake of Twilio's API the shop texts through. */
const SMS_ACCOUNT = { sid: 'AC00000000000000000000000000e2e0ff', token: 'e2e-sms-token' };

/**
 * `mail: false`, `phone: false`: a shop with no mail server (no SMTP_URL) or no phone provider, as
 * a new shop starts. `env`: settings of the shop's own for one journey.
 */
export async function startShop({ mail = true, phone = true, env: extra = {} }: { mail?: boolean; phone?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  const admin = { email: 'owner@phoolwari.example', password: 'garland-admin-2026', name: 'Shop Owner' };

  const created = spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', admin.email, '--password', admin.password, '--name', admin.name], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);

  // The shop's mail goes to a local SMTP server that files each message where the journeys read
  // it, as a customer reads their inbox (staff never see the links in them).
  const mailDir = path.join(dataDir, 'mail-received');
  mkdirSync(mailDir);
  const sink = await startSmtpSink(0, { saveTo: mailDir });
  // Its texts (sign-in codes) go to a local fake of Twilio's API, which journeys read as the
  // customer reads their phone.
  const sms = await startFakeSmsProvider(SMS_ACCOUNT.sid, SMS_ACCOUNT.token);
  const smsEnv = {
    SMS_PROVIDER: 'twilio',
    SMS_API_URL: sms.apiUrl,
    SMS_ACCOUNT_SID: SMS_ACCOUNT.sid,
    SMS_AUTH_TOKEN: SMS_ACCOUNT.token,
    SMS_SENDER: '+919800000001',
  };

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    // PUBLIC_URL: the links the shop mails (password reset, newsletter) point back at this run.
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...(mail && { SMTP_URL: sink.url }),
      ...(phone && smsEnv),
      JOB_POLL_SECONDS: '0.5',
      // Every journey's customers and staff sign up, sign in and check out from this one address;
      // the per-address limits have tests of their own in the API suite.
      UNPAID_ORDERS_PER_IP: '1000',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    // A shop that never answered must not outlive the run (and hold its port and data folder).
    child.kill('SIGKILL');
    await Promise.all([sink.close(), sms.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
    admin,
    dataDir,
    mailDir,
    /** Where the shop's texts can be read back (Twilio's list of messages), with its credentials. */
    sms: { apiUrl: sms.apiUrl, accountSid: SMS_ACCOUNT.sid, authToken: SMS_ACCOUNT.token },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await Promise.all([sink.close(), sms.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
