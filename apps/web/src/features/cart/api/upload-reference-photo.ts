// POST /api/cart/reference-photo: the customer's reference photo (multipart, one `file`), stored by
// the server through its image pipeline and answered as {referencePhoto: url}. The URL then goes
// with POST /api/cart/add; the server accepts only URLs it issued to the same customer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReferencePhotoAnswer } from '@phoolwari/contracts';
import { ApiError } from '../../../lib/api';
import { postForm, type UploadOptions } from '../../../lib/upload';

export async function uploadReferencePhoto(file: Blob, options: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await postForm<Partial<ReferencePhotoAnswer>>('/cart/reference-photo', form, options);
  if (typeof answer.referencePhoto !== 'string') throw new ApiError('The upload answer had no photo in it', 200);
  return answer.referencePhoto;
}

export interface ReferencePhotoUpload {
  /** The photo's URL: uploaded now with progress, or the one this same file already got. */
  upload: (file: Blob) => Promise<string>;
  /** 0–100 while an upload runs, else null. */
  percent: number | null;
}

/**
 * One reference photo upload at a time with its progress. A file uploaded once is not sent again
 * (pressing Add to Cart a second time, or after the cart refused for stock); leaving the page
 * cancels an upload that is still running.
 */
export function useReferencePhotoUpload(): ReferencePhotoUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const uploaded = useRef<{ file: Blob; url: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (file: Blob) => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      const url = await uploadReferencePhoto(file, { signal: current.signal, onProgress: (f) => setPercent(Math.round(f * 100)) });
      uploaded.current = { file, url };
      return url;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }, []);

  return { upload, percent };
}
