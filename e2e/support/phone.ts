// The journeys' phone: the shop texts through a local fake of Twilio's API (see support/shop.ts),
// and a journey reads the texts sent to a number back from its list of messages, as the customer
// reads their phone, waiting up to 20 s for the shop's queue to send one.
const api = process.env.E2E_SMS_API_URL;
const sid = process.env.E2E_SMS_ACCOUNT_SID;
const token = process.env.E2E_SMS_AUTH_TOKEN;

/** The bodies of the texts sent to `to` (E.164), newest first. */
export async function textsTo(to: string): Promise<string[]> {
  if (!api || !sid || !token) throw new Error('E2E_SMS_API_URL is not set: run the journeys with npm run test:e2e, which gives the shop a phone provider');
  const res = await fetch(`${api}/2010-04-01/Accounts/${sid}/Messages.json?${new URLSearchParams({ To: to })}`, {
    headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` },
  });
  if (!res.ok) throw new Error(`reading the texts to ${to}: ${res.status}`);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  return messages.map((m) => m.body);
}

/** The 6-digit code in the first text to `to` after the `earlier` ones already there. */
export async function textedCode(to: string, earlier: number): Promise<string> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const texts = await textsTo(to);
    const code = texts.length > earlier ? /\b(\d{6})\b/.exec(texts[0]!)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code texted to ${to}`);
}
