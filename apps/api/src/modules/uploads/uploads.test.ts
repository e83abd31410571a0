// Admin image uploads on disk, end to end through HTTP: who may upload, what is stored (WebP at
// 800 and 400 px, upright, no metadata, random names inside the uploads folder), and every kind
// of bad file refused with a clear message while nothing is written; and a customer's reference
// photo refused in the page's language.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { listFiles, pixelBombPng, sidewaysJpegWithExif, solidPng, uploadForm, type FilePart } from '../../test/images';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let uploadsDir: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t);
  customerToken = (await registerCustomer(t.app)).token;
  uploadsDir = path.join(t.dataDir, 'uploads');
  png = await solidPng(1200, 900);
});
afterAll(() => t.close());

/** Posts files as the admin, as `token`'s owner, or as a guest (null). */
const upload = (files: readonly FilePart[], token: string | null = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/upload/multiple', payload: uploadForm(files), ...(token === null ? {} : { headers: bearer(token) }) });

/** The stored file behind a public URL (`/uploads/images/<name>.webp`). */
const fileOf = (publicUrl: string) => path.join(uploadsDir, publicUrl.replace(/^\/uploads\//, ''));
const smallSibling = (publicUrl: string) => publicUrl.replace(/\.webp$/, '-400.webp');

/** Runs `work` and checks it left the uploads folder exactly as it was. */
async function expectNothingStored(work: () => Promise<void>) {
  const before = listFiles(uploadsDir);
  await work();
  expect(listFiles(uploadsDir)).toEqual(before);
}

describe('who may upload', () => {
  it('refuses guests (401) and customers (403), storing nothing', async () => {
    await expectNothingStored(async () => {
      const anon = await upload([{ name: 'rose.png', data: png, type: 'image/png' }], null);
      expect(anon.statusCode).toBe(401);
      const customer = await upload([{ name: 'rose.png', data: png, type: 'image/png' }], customerToken);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toMatchObject({ message: 'Your role in the shop does not allow this', code: 'FORBIDDEN' });
    });
  });
});

describe('what is stored', () => {
  it('stores a PNG as WebP at 800 and 400 px under a random name, served with immutable caching', async () => {
    const res = await upload([{ name: 'Marigold Toran.png', data: png, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const [image] = res.json<{ data: { publicUrl: string; widths: number[]; width: number; height: number }[] }>().data;
    expect(image).toMatchObject({ publicUrl: expect.stringMatching(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/), widths: [800, 400], width: 800, height: 600 });
    expect(image!.publicUrl).not.toMatch(/marigold/i);

    const large = await sharp(readFileSync(fileOf(image!.publicUrl))).metadata();
    const small = await sharp(readFileSync(fileOf(smallSibling(image!.publicUrl)))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 800, 600]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 300]);

    const served = await t.app.inject({ method: 'GET', url: image!.publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('turns a sideways phone JPEG upright by its EXIF, drops all metadata and never upscales', async () => {
    const jpeg = await sidewaysJpegWithExif(1000, 600);
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('PhoolCam');
    const res = await upload([{ name: 'IMG_2041.JPG', data: jpeg, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(200);
    const [image] = res.json().data;
    // 1000×600 stored sideways is 600×1000 upright: narrower than 800, so kept at 600.
    expect(image).toMatchObject({ widths: [600, 400], width: 600, height: 1000 });

    for (const url of [image.publicUrl, smallSibling(image.publicUrl)]) {
      const bytes = readFileSync(fileOf(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/PhoolCam|Asha Rao|EXIF/);
    }
    // Orientation 6 turns the picture clockwise: the red left half ends up on top.
    const { data, info } = await sharp(readFileSync(fileOf(image.publicUrl)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR = 0, , topB = 0] = pixel(300, 100);
    const [bottomR = 0, , bottomB = 0] = pixel(300, 900);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('stores several files in one request, each under its own name', async () => {
    const res = await upload([
      { name: 'a.png', data: png, type: 'image/png' },
      { name: 'b.jpg', data: await sidewaysJpegWithExif(), type: 'image/jpeg' },
      { name: 'c.png', data: await solidPng(300, 200), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const urls = res.json().data.map((d: { publicUrl: string }) => d.publicUrl);
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) {
      expect(existsSync(fileOf(url))).toBe(true);
      expect(existsSync(fileOf(smallSibling(url)))).toBe(true);
    }
    expect(res.json().data[2]).toMatchObject({ widths: [300, 300], width: 300, height: 200 });
  });

  it('ignores the client’s file name and path: ../../evil.png lands inside uploads under a random name', async () => {
    const before = listFiles(t.dataDir);
    const res = await upload([{ name: '../../evil.png', data: png, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const { publicUrl } = res.json().data[0];
    expect(publicUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const added = listFiles(t.dataDir).filter((f) => !before.includes(f));
    expect(added.sort()).toEqual([publicUrl.replace(/^\//, ''), smallSibling(publicUrl).replace(/^\//, '')].sort());
    expect(added.some((f) => f.includes('evil'))).toBe(false);
    expect(existsSync(path.resolve(uploadsDir, '../../evil.png'))).toBe(false);
    expect(existsSync(path.resolve(t.dataDir, '../evil.png'))).toBe(false);
  });
});

describe('what is refused', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script><rect width="200" height="200" fill="red"/></svg>',
  );

  it.each([
    ['a text file renamed .png', 'notes.png', Buffer.from('#!/bin/sh\nrm -rf / # not a picture\n'), 'image/png', 'not a JPEG, PNG, WebP, GIF or AVIF image'],
    ['an SVG with a script', 'logo.svg', svg, 'image/svg+xml', 'not a JPEG, PNG, WebP, GIF or AVIF image'],
    ['an SVG renamed .png', 'logo.png', svg, 'image/png', 'not a JPEG, PNG, WebP, GIF or AVIF image'],
    ['an HTML page renamed .jpg', 'photo.jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg', 'not a JPEG'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png', 'not a JPEG'],
  ])('refuses %s with 400 naming the file', async (_label, name, data, type, reason) => {
    await expectNothingStored(async () => {
      const res = await upload([{ name, data, type }]);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('INVALID_IMAGE');
      expect(body.message).toContain(`"${name}"`);
      expect(body.message).toContain(reason);
      expect(body.errors[0]).toMatchObject({ path: 'files.0' });
    });
  });

  it('refuses a truncated JPEG (400, damaged or incomplete)', async () => {
    const jpeg = await sidewaysJpegWithExif();
    await expectNothingStored(async () => {
      const res = await upload([{ name: 'cut.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('"cut.jpg" cannot be used: it is damaged or incomplete');
    });
  });

  it('refuses a 20000×20000 PNG pixel bomb from its header, without decoding it', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    await expectNothingStored(async () => {
      const started = performance.now();
      const res = await upload([{ name: 'bomb.png', data: bomb, type: 'image/png' }]);
      // Decoding 400 MP (1.6 GB as RGBA) would take many seconds; reading the header takes milliseconds.
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('"bomb.png" cannot be used: it is 20000×20000 pixels; the most we accept is 40 megapixels');
    });
  });

  it('refuses a 20 MB file with 413', async () => {
    await expectNothingStored(async () => {
      const res = await upload([{ name: 'huge.jpg', data: Buffer.alloc(20 * 1024 * 1024, 1), type: 'image/jpeg' }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: 'Image is too large (max 10 MB)', code: 'FILE_TOO_LARGE' });
    });
  });

  it('refuses more than 8 files in one request, storing none of them', async () => {
    const small = await solidPng(40, 40);
    await expectNothingStored(async () => {
      const res = await upload(Array.from({ length: 9 }, (_, i) => ({ name: `p${i}.png`, data: small, type: 'image/png' })));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Too many files: upload at most 8 images at a time' });
    });
  });

  it('is all-or-nothing: one bad file among good ones stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await upload([
        { name: 'good.png', data: png, type: 'image/png' },
        { name: 'bad.png', data: Buffer.from('nope'), type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('"bad.png"');
      expect(res.json().errors[0].path).toBe('files.1');
    });
  });

  it('refuses a request without files, a file under another field and a JSON body', async () => {
    await expectNothingStored(async () => {
      const form = new FormData();
      form.append('note', 'hello');
      const none = await t.app.inject({ method: 'POST', url: '/api/upload/multiple', headers: bearer(adminToken), payload: form });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Choose at least one image to upload');

      const wrongField = await upload([{ name: 'a.png', data: png, type: 'image/png', field: 'image' }]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toContain('"files"');

      const json = await t.app.inject({ method: 'POST', url: '/api/upload/multiple', headers: bearer(adminToken), payload: { files: ['x'] } });
      expect(json.statusCode).toBe(415);
    });
  });
});

// A customer's reference photo refused in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
// The route is the cart's; the refusals are the shared upload's and the image pipeline's.
const HINDI = { 'accept-language': 'hi' };

describe('reference photo refusals in the page’s language', () => {
  // A customer of its own, as the photo goes to their cart.
  let token: string;
  beforeAll(async () => {
    token = (await registerCustomer(t.app)).token;
  });
  const uploadReferencePhoto = (files: readonly FilePart[], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', headers: { ...bearer(token), ...headers }, payload: uploadForm(files) });

  it('says a file is not an image, with its name, in Hindi', async () => {
    const text: FilePart[] = [{ name: 'notes.png', data: Buffer.from('not a picture at all'), type: 'image/png', field: 'file' }];
    expect((await uploadReferencePhoto(text)).json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: '"notes.png" cannot be used: it is not a JPEG, PNG, WebP, GIF or AVIF image',
      errors: [{ path: 'file', message: 'it is not a JPEG, PNG, WebP, GIF or AVIF image' }],
    });
    const hindi = await uploadReferencePhoto(text, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: '"notes.png" इस्तेमाल नहीं हो सकती: यह JPEG, PNG, WebP, GIF या AVIF फ़ोटो नहीं है',
      errors: [{ path: 'file', message: 'यह JPEG, PNG, WebP, GIF या AVIF फ़ोटो नहीं है' }],
    });
  });

  it('says a file is too large, and one photo at a time, in Hindi', async () => {
    const huge: FilePart[] = [{ name: 'huge.jpg', data: Buffer.alloc(11 * 1024 * 1024, 1), type: 'image/jpeg', field: 'file' }];
    expect((await uploadReferencePhoto(huge)).json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Image is too large (max 10 MB)' });
    const large = await uploadReferencePhoto(huge, HINDI);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'फ़ोटो बहुत बड़ी है (ज़्यादा से ज़्यादा 10 MB)' });

    const png = await solidPng(40, 40);
    const two: FilePart[] = [
      { name: 'a.png', data: png, type: 'image/png', field: 'file' },
      { name: 'b.png', data: png, type: 'image/png', field: 'file' },
    ];
    expect((await uploadReferencePhoto(two)).json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Too many files: upload one image' });
    expect((await uploadReferencePhoto(two, HINDI)).json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'बहुत सारी फ़ाइलें: एक ही फ़ोटो अपलोड करें' });
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
