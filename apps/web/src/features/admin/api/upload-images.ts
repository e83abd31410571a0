// POST /api/upload/multiple: image files as multipart form data (repeated `files` field), answered
// with {data: [{publicUrl}]}. Sent with XMLHttpRequest rather than the shared JSON client (spec §7)
// because only XHR reports upload progress; the bearer token and the error shape are the same.
// More files than the server takes at once go in consecutive batches under one progress bar.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  type ErrorBody,
  type UploadAnswer,
} from '@phoolwari/contracts';
import { ApiError, TOKEN_KEY } from '../../../lib/api';

/** Photos from a phone on a slow line take a while; the JSON client's 10 s would cut them off. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** Called with the fraction sent so far (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * Why the server would refuse this image, checked before sending it: a format it cannot decode
 * (SVG, HEIC) or a file over the size limit. Undefined when it looks fine.
 */
export function imageProblem(file: File): string | undefined {
  if (!(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return `${file.name}: use a JPEG, PNG, WebP, GIF or AVIF picture`;
  if (file.size > UPLOAD_MAX_FILE_BYTES) return `${file.name}: larger than ${UPLOAD_MAX_FILE_BYTES / (1024 * 1024)} MB`;
  return undefined;
}

/** Uploads any number of images, UPLOAD_MAX_FILES per request, with progress over all of them. */
export async function uploadImages(files: readonly Blob[], { onProgress, signal }: UploadOptions = {}): Promise<string[]> {
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  const urls: string[] = [];
  let sent = 0;
  for (let start = 0; start < files.length; start += UPLOAD_MAX_FILES) {
    const batch = files.slice(start, start + UPLOAD_MAX_FILES);
    const size = batch.reduce((sum, f) => sum + f.size, 0);
    const before = sent;
    urls.push(...(await uploadBatch(batch, { signal, onProgress: (f) => onProgress?.((before + f * size) / total) })));
    sent += size;
  }
  onProgress?.(1);
  return urls;
}

function uploadBatch(files: readonly Blob[], { onProgress, signal }: UploadOptions): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    for (const file of files) form.append('files', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/multiple');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = (body as Partial<UploadAnswer> | undefined)?.data;
        if (!Array.isArray(data)) return reject(new ApiError('The upload answer had no pictures in it', xhr.status));
        return resolve(data.map((item) => item.publicUrl));
      }
      const error = (body ?? {}) as Partial<ErrorBody>;
      // Spec §7: a failed upload without the server's own words reports 'Upload failed: {status text}'.
      const message = error.message || `Upload failed: ${xhr.statusText || xhr.status}`;
      reject(new ApiError(message, xhr.status, error.errors ?? [], error.code));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('Network error. Please check your internet connection.', 0));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError('The upload took too long. Please try again on a better connection.', 0));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ImageUpload {
  /** Uploads the files and answers their URLs; rejects like uploadImages (AbortError on cancel). */
  upload: (files: readonly Blob[]) => Promise<string[]>;
  /** 0–100 while an upload runs, else null. */
  percent: number | null;
  cancel: () => void;
}

/** One upload at a time with its progress; leaving the screen cancels it. */
export function useImageUpload(): ImageUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (files: readonly Blob[]) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      return await uploadImages(files, { signal: current.signal, onProgress: (f) => setPercent(Math.round(f * 100)) });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, percent, cancel };
}
