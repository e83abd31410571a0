// "Test upload" (Settings tab, spec §2/§8): sends a small PNG built on the spot through the real
// upload endpoint and shows what came back, so staff can tell at once whether product photos
// will work. The toasts say 'Image service test: API test successful!' or '… failed — <reason>'.
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { isAbortError, useImageUpload } from '../api/upload-images';
import { buildTestImageFile } from '../lib/test-image';

export const UPLOAD_TEST_PREFIX = 'Image service test:';

type Result = { ok: true; url: string } | { ok: false; reason: string } | null;

export function UploadTest() {
  const { upload, percent } = useImageUpload();
  const [result, setResult] = useState<Result>(null);
  const busy = percent !== null;

  async function run() {
    setResult(null);
    try {
      const [url] = await upload([buildTestImageFile()]);
      if (!url) throw new Error('the answer had no picture address');
      setResult({ ok: true, url });
      toast.success(`${UPLOAD_TEST_PREFIX} API test successful!`);
    } catch (error) {
      if (isAbortError(error)) return;
      const reason = errorMessage(error, error instanceof Error && error.message ? error.message : 'no answer from the server');
      setResult({ ok: false, reason });
      toast.error(`${UPLOAD_TEST_PREFIX} API test failed — ${reason}`);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">
        Uploads go to <code className="rounded bg-gray-100 px-1 py-0.5 text-gray-900">POST /api/upload/multiple</code>. The test sends a small picture of a
        flower and shows the stored copy.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()} busy={busy} busyLabel={`Uploading… ${percent ?? 0}%`}>
          Test upload
        </Button>
        {busy && (
          <div
            role="progressbar"
            aria-label="Test upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-40 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {result?.ok && (
        <figure className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-3">
          <img
            src={result.url}
            alt="The test picture as stored"
            width={64}
            height={64}
            className="size-16 rounded border border-green-200 bg-white object-contain"
          />
          <figcaption className="min-w-0 text-sm text-green-900">
            Upload works. Stored at <span className="break-all">{result.url}</span>
          </figcaption>
        </figure>
      )}
      {result && !result.ok && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          The upload failed: {result.reason}
        </p>
      )}
    </div>
  );
}
