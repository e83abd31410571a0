// Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, a form with To, From
// and Body, HTTP basic auth of the account SID and auth token; 201 with the message's `sid`): one
// adapter for SMS and WhatsApp alike, since WhatsApp numbers are the same call with `whatsapp:`
// before both numbers. SMS_API_URL points it at a local fake in tests.
import type { PhoneSender } from './phone-outbox';

export interface TwilioOptions {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The shop's number (or its messaging service's sender) in E.164, e.g. +919812345678. */
  sender: string;
  channel: 'sms' | 'whatsapp';
  timeoutMs?: number;
}

/** What the provider said when it refused a message; `permanent` when sending it again cannot help. */
export class PhoneSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PhoneSendError';
  }
}

export function createTwilioSender({ apiUrl, accountSid, authToken, sender, channel, timeoutMs = 15_000 }: TwilioOptions): PhoneSender {
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);
  return {
    channel,
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: address(to), From: address(sender), Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: unknown; message?: unknown; code?: unknown };
      if (!response.ok || typeof body.sid !== 'string') {
        const reason = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
        // A refused number or a bad request stays refused; an outage, a rate limit or a bad gateway may pass.
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
        throw new PhoneSendError(`The SMS provider refused the message: ${reason}${typeof body.code === 'number' ? ` (code ${body.code})` : ''}`, permanent);
      }
      return { providerMessageId: body.sid };
    },
  };
}
