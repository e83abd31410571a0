// Multipart uploads fail the way every other call does: a 401 ends the lost session, the server's
// words are kept, and without them the spec's 'Upload failed: …' message is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { fakeXhr } from '../test/fake-xhr';
import { ApiError, errorMessage, setUnauthorizedHandler } from './api';
import { postForm } from './upload';

const form = () => {
  const data = new FormData();
  data.append('file', new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
  return data;
};

afterEach(() => {
  setUnauthorizedHandler(() => {});
  vi.unstubAllGlobals();
});

describe('postForm', () => {
  it('ends the lost session on a 401, like the JSON client', async () => {
    const lost = vi.fn();
    setUnauthorizedHandler(lost);
    fakeApi({ 'POST /api/cart/reference-photo': () => ({ status: 401, body: { message: 'Please log in', errors: [] } }) });
    fakeXhr();
    const error = await postForm('/cart/reference-photo', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(401);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's words, and says 'Upload failed' without them", async () => {
    fakeApi({
      'POST /api/upload/multiple': () => ({ status: 400, body: { message: 'This file is not an image', errors: [] } }),
      'POST /api/cart/reference-photo': () => ({ status: 502, body: '' }),
    });
    fakeXhr();
    const refused = await postForm('/upload/multiple', form()).catch((e: unknown) => e);
    expect(errorMessage(refused, 'fallback')).toBe('This file is not an image');
    const broken = await postForm('/cart/reference-photo', form()).catch((e: unknown) => e);
    expect(errorMessage(broken, 'fallback')).toMatch(/^Upload failed: /);
  });
});
