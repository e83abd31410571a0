// A product or category that is not there, said in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const HINDI = { 'accept-language': 'hi' };
const MISSING = '0123456789abcdef01234567';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue refusals in the page’s language', () => {
  it('says a product is not found in Hindi', async () => {
    const url = `/api/admin-public/products/${MISSING}`;
    expect((await read(url)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    const hindi = await read(url, HINDI);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({ code: 'NOT_FOUND', message: 'उत्पाद नहीं मिला' });
  });

  it('says a category is not found in Hindi', async () => {
    const url = `/api/admin-public/categories/${MISSING}`;
    expect((await read(url)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });
    expect((await read(url, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'श्रेणी नहीं मिली' });
  });
});
