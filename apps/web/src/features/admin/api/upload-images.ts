// POST /api/upload/multiple: image files as multipart form data (repeated `files` field), answered
// with {data: [{publicUrl}]}. Sent through lib/upload's postForm (XMLHttpRequest, for progress);
// the bearer token and the error shape are the JSON client's. More files than the server takes at
// once go in consecutive batches under one progress bar.
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, type UploadAnswer } from '@phoolwari/contracts';
import { ApiError } from '../../../lib/api';
import { postForm, type UploadOptions } from '../../../lib/upload';

export { isAbortError } from '../../../lib/upload';

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

async function uploadBatch(files: readonly Blob[], options: UploadOptions): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const answer = await postForm<Partial<UploadAnswer>>('/upload/multiple', form, options);
  if (!Array.isArray(answer.data)) throw new ApiError('The upload answer had no pictures in it', 200);
  return answer.data.map((item) => item.publicUrl);
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
