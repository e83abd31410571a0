// The design studio's refusals in the page's language: the web app names it in Accept-Language
// ('hi' on the Hindi pages); without it, word for word the English as before. Drawn by a local
// stand-in for the image service, so that its refusal can be scripted too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { startFakeImageApi, type FakeImageApi } from '../../test/fake-image-api';

const HINDI = { 'accept-language': 'hi' };
let t: TestApp;
let fake: FakeImageApi;

beforeAll(async () => {
  fake = await startFakeImageApi();
  t = await createTestApp({
    IMAGE_API_BASE_URL: fake.baseUrl,
    IMAGE_API_KEY: 'sk-test',
    IMAGE_MODEL: 'test-image-model',
    CUSTOM_DESIGN_QUOTA_PER_HOUR: '2',
    CUSTOM_DESIGN_MAX_CONCURRENT: '1',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const customer = async () => (await registerCustomer(t.app)).token;
const generate = (token: string | undefined, prompt = 'A bouquet of pink roses', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/custom-orders/generate', headers: { ...(token ? bearer(token) : {}), ...headers }, payload: { prompt } });
const discard = (token: string, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/custom-orders/${id}`, headers: { ...bearer(token), ...headers } });

describe('design studio refusals in the page’s language', () => {
  it('asks a guest to log in in Hindi', async () => {
    expect((await generate(undefined)).json().message).toBe('Please login to create custom orders');
    const hindi = await generate(undefined, 'Roses', HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe('कस्टम ऑर्डर बनाने के लिए कृपया लॉग इन करें');
  });

  it('refuses offensive words in Hindi, on the field too', async () => {
    const token = await customer();
    expect((await generate(token, 'Red roses for that chutiya')).json()).toMatchObject({
      code: 'ABUSIVE_PROMPT',
      message: 'Please describe the flowers without offensive words',
      errors: [{ path: 'prompt', message: 'Contains offensive words' }],
    });
    expect((await generate(token, 'Red roses for that chutiya', HINDI)).json()).toMatchObject({
      code: 'ABUSIVE_PROMPT',
      message: 'कृपया फूलों के बारे में बिना अपशब्दों के लिखें',
      errors: [{ path: 'prompt', message: 'इसमें अपशब्द हैं' }],
    });
  });

  it('says when the hourly quota allows another design, with the minutes, in Hindi', async () => {
    const token = await customer();
    for (let i = 0; i < 2; i++) expect((await generate(token)).statusCode).toBe(201);
    expect((await generate(token)).json().message).toMatch(/^You can create 2 designs an hour\. Please try again in \d+ minutes?\.$/);
    const hindi = await generate(token, 'A bouquet of pink roses', HINDI);
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toMatch(/^आप एक घंटे में 2 डिज़ाइन बना सकते हैं। कृपया \d+ मिनट बाद फिर कोशिश करें।$/);
  });

  it('says the studio is busy in Hindi', async () => {
    const token = await customer();
    const answers = await Promise.all([
      generate(token, 'A basket of mixed flowers', HINDI),
      generate(token, 'A basket of mixed flowers', HINDI),
      generate(token, 'A basket of mixed flowers', HINDI),
    ]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.json()).toMatchObject({ code: 'STUDIO_BUSY', message: 'डिज़ाइन स्टूडियो अभी व्यस्त है, कृपया एक मिनट बाद फिर कोशिश करें' });
  });

  it('says the image service refused the description in Hindi', async () => {
    const token = await customer();
    fake.script({ kind: 'refuse' });
    try {
      expect((await generate(token, 'Roses for a very bad idea')).json().message).toBe(
        'The image service declined this description. Please describe the flowers differently.',
      );
      const hindi = await generate(token, 'Roses for a very bad idea', HINDI);
      expect(hindi.statusCode).toBe(422);
      expect(hindi.json()).toMatchObject({
        code: 'PROMPT_REFUSED',
        message: 'AI सेवा ने यह विवरण स्वीकार नहीं किया। कृपया फूलों के बारे में किसी और तरह से लिखें।',
        errors: [{ path: 'prompt', message: 'AI सेवा ने स्वीकार नहीं किया' }],
      });
    } finally {
      fake.script({ kind: 'b64' });
    }
  });

  it('discards drafts only, and hides another customer’s design, in Hindi', async () => {
    const token = await customer();
    const made = await generate(token);
    expect(made.statusCode).toBe(201);
    const id = made.json().customOrder._id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/custom-orders/${id}/submit`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await discard(token, id)).json()).toMatchObject({ code: 'INVALID_STATE', message: 'Only drafts can be discarded' });
    expect((await discard(token, id, HINDI)).json()).toMatchObject({ code: 'INVALID_STATE', message: 'सिर्फ़ ड्राफ़्ट ही हटाए जा सकते हैं' });
    const stranger = await customer();
    expect((await discard(stranger, id)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Custom order not found' });
    expect((await discard(stranger, id, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'कस्टम ऑर्डर नहीं मिला' });
  });
});
