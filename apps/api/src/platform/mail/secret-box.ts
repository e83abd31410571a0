// Seals short secrets kept in the database for a while (links in queued mail) with AES-256-GCM,
// under a key derived from the server's secret: a copy of the table, or staff reading it through
// the admin panel, learns nothing. Every instance derives the same key from the shared JWT_SECRET.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
