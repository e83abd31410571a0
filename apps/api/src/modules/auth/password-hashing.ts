// Password hashing with scrypt (N=2^15, r=8, p=1): memory-hard, built into Node, no native addon.
// Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };

/**
 * The cost new hashes are made at: 2^15 (about 0.1 s of a core a hash), or, outside production,
 * 2^PASSWORD_HASH_COST. The API suite sets it low: it signs up and in hundreds of times to test
 * sign-in's logic, not scrypt, and at full cost spends minutes of its two cores hashing. A stored
 * hash names its own cost, so verifying never depends on this.
 */
function costOfNewHashes(): { N: number; r: number; p: number } {
  const lowered = Number(process.env.PASSWORD_HASH_COST);
  if (process.env.NODE_ENV === 'production' || !Number.isInteger(lowered) || lowered < 10 || lowered > 15) return DEFAULT_COST;
  return { ...DEFAULT_COST, N: 2 ** lowered };
}

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = costOfNewHashes();
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of a random password: checking against it makes an unknown e-mail cost as much as a wrong password. */
export const dummyPasswordHash = hashPassword(randomBytes(16).toString('hex'));
