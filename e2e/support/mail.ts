// The journeys' inbox: the shop is given an SMTP server that writes each mail it receives to
// E2E_MAIL_DIR (see support/shop.ts); a journey reads a link out of the newest mail to an address,
// as its recipient would, waiting up to 20 s for it to arrive.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyOf, type ReceivedMail } from '@phoolwari/api/test/mail';

/** The first match of `pattern`'s first group (or whole match) in the newest mail to `to` that has one. */
export async function mailedMatch(to: string, pattern: RegExp, what: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with npm run test:e2e, which gives the shop a mail server');
  for (let attempt = 0; attempt < 80; attempt++) {
    const received = readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
    const found = received
      .filter((m) => m.to.includes(to))
      .map((m) => pattern.exec(bodyOf(m)))
      .find(Boolean);
    if (found) return found[1] ?? found[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with ${what}`);
}

/** The link to `path` (/reset-password, /staff-invite…) with its token, in the newest mail to `to`. */
export const linkMailedTo = (to: string, path: string) => mailedMatch(to, new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`), `a ${path} link`);
