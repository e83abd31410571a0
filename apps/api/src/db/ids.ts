// Record ids: 24 lowercase hex characters, a 4-byte time prefix then 8 random bytes, so ids sort
// roughly by creation and cannot be guessed.
import { randomBytes } from 'node:crypto';

export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
