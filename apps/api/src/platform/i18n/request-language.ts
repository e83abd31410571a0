// The language a request's answer is written in. The web app's API client names its page's
// language in Accept-Language ('hi' on the Hindi pages, 'en' on the English ones); a browser or
// another client may send its own list, and the shop answers in the one of its two languages
// the list prefers. Hindi only when asked for; anything else, or nothing, is English.
import { Negotiator } from '@fastify/accept-negotiator';
import type { Language } from '@phoolwari/contracts';
import type { FastifyRequest } from 'fastify';

// English first: a bare '*' (any language) is answered in English.
const shopLanguages = new Negotiator<string>({ supportedValues: ['en', 'hi', 'hi-in'] });
// Every regional English (en-IN, en-GB, en-US…) counts as English; language tags ignore case.
const REGIONAL_ENGLISH = /(?<=^|[\s,])en-[a-z0-9-]+/g;

/** The most preferred of the shop's languages in an Accept-Language header; English when it names neither. */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const chosen = shopLanguages.negotiate(header.toLowerCase().replace(REGIONAL_ENGLISH, 'en'));
  return chosen === 'hi' || chosen === 'hi-in' ? 'hi' : 'en';
}

/** The language to answer `request` in, from its Accept-Language header. */
export const requestLanguage = (request: FastifyRequest): Language => languageOfHeader(request.headers['accept-language']);
