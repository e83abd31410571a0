// Control characters never reach the database: PostgreSQL cannot store a NUL in text (it answered
// 500, with the customer's words in the logged query), and no name, address, search or message
// needs one. Any body, query or path with a NUL or another C0 control character (tab, line feed
// and carriage return aside) is refused with a 400 before validation.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { wording } from './i18n/translator';
import * as messages from './messages';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function firstControlPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return path ? `${path}.${key}` : key;
    const found = firstControlPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function refuseControlCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and an async hook adds a promise
  // and a trip through the microtask queue to each.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = firstControlPath(part, '');
      if (path !== null) return done(badRequest(wording(messages, 'controlCharacters'), [{ path, message: wording(messages, 'removeControlCharacter') }]));
    }
    done();
  });
}
