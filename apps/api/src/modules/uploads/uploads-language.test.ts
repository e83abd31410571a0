// A customer's reference photo refused in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
// The route is the cart's; the refusals are the shared upload's and the image pipeline's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { solidPng, uploadForm, type FilePart } from '../../test/images';

const HINDI = { 'accept-language': 'hi' };
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerCustomer(t.app)).token;
});
afterAll(() => t.close());

const upload = (files: readonly FilePart[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', headers: { ...bearer(token), ...headers }, payload: uploadForm(files) });

describe('reference photo refusals in the page’s language', () => {
  it('says a file is not an image, with its name, in Hindi', async () => {
    const text: FilePart[] = [{ name: 'notes.png', data: Buffer.from('not a picture at all'), type: 'image/png', field: 'file' }];
    expect((await upload(text)).json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: '"notes.png" cannot be used: it is not a JPEG, PNG, WebP, GIF or AVIF image',
      errors: [{ path: 'file', message: 'it is not a JPEG, PNG, WebP, GIF or AVIF image' }],
    });
    const hindi = await upload(text, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: '"notes.png" इस्तेमाल नहीं हो सकती: यह JPEG, PNG, WebP, GIF या AVIF फ़ोटो नहीं है',
      errors: [{ path: 'file', message: 'यह JPEG, PNG, WebP, GIF या AVIF फ़ोटो नहीं है' }],
    });
  });

  it('says a file is too large, and one photo at a time, in Hindi', async () => {
    const huge: FilePart[] = [{ name: 'huge.jpg', data: Buffer.alloc(11 * 1024 * 1024, 1), type: 'image/jpeg', field: 'file' }];
    expect((await upload(huge)).json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Image is too large (max 10 MB)' });
    const large = await upload(huge, HINDI);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'फ़ोटो बहुत बड़ी है (ज़्यादा से ज़्यादा 10 MB)' });

    const png = await solidPng(40, 40);
    const two: FilePart[] = [
      { name: 'a.png', data: png, type: 'image/png', field: 'file' },
      { name: 'b.png', data: png, type: 'image/png', field: 'file' },
    ];
    expect((await upload(two)).json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Too many files: upload one image' });
    expect((await upload(two, HINDI)).json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'बहुत सारी फ़ाइलें: एक ही फ़ोटो अपलोड करें' });
  });

  it('asks for a photo when none came, in Hindi', async () => {
    const form = () => {
      const data = new FormData();
      data.append('note', 'hello');
      return data;
    };
    const none = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', headers: { ...bearer(token), ...headers }, payload: form() });
    expect((await none()).json()).toMatchObject({ message: 'Choose an image to upload', errors: [{ path: 'file', message: 'No image received' }] });
    expect((await none(HINDI)).json()).toMatchObject({ message: 'अपलोड करने के लिए एक फ़ोटो चुनें', errors: [{ path: 'file', message: 'कोई फ़ोटो नहीं मिली' }] });
  });
});
