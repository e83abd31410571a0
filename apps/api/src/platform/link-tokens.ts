// Secrets carried by links in e-mail (password reset, newsletter confirmation): 32 random bytes,
// URL-safe. The database keeps only their SHA-256, so a leaked table opens no account. A plain
// hash is enough here: the token has 256 bits of entropy, nothing to brute-force.
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
