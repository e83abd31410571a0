// Numbers customers and staff read out over the phone (orders, custom designs): the shop's date
// (IST) and a few random characters nobody misreads.
import { randomInt } from 'node:crypto';
import { shopDateTime } from './clock';

/** Letters and digits nobody misreads on a phone or over the phone: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `referenceNumber('PW', now, 5)` → 'PW261123-7KQ4X'; `referenceNumber('CD-', now, 4)` → 'CD-261123-7KQ4'. */
export function referenceNumber(prefix: string, now: Date, randomLength: number): string {
  const day = shopDateTime(now).date.slice(2).replaceAll('-', '');
  const suffix = Array.from({ length: randomLength }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}${day}-${suffix}`;
}
