// Posting files as multipart form data with upload progress. Sent with XMLHttpRequest rather than
// the shared JSON client because only XHR reports upload progress; the bearer token, the error
// shape (ApiError with the server's message, status, errors and code) and the 401 handling are
// the JSON client's (its `failure`). Used by the admin's image uploads and the customer's
// reference photo.
import { ApiError, TOKEN_KEY, failure, networkErrorMessage } from './api';

/** Photos from a phone on a slow line take a while; the JSON client's 10 s would cut them off. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** Called with the fraction sent so far (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** POSTs `form` to `/api${path}` and answers the parsed JSON body; rejects with ApiError (or AbortError on cancel). */
export function postForm<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
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
        if (body === undefined) return reject(new ApiError('The upload answer could not be read', xhr.status));
        return resolve(body as T);
      }
      // Spec §7: a failed upload without the server's own words reports 'Upload failed: {status text}'.
      reject(failure(xhr.status, body, path, {}, `Upload failed: ${xhr.statusText || xhr.status}`));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(networkErrorMessage(), 0));
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
