// Picks image files and uploads them with a progress bar and a Cancel button. Anything that is not
// an image, or an image the server would refuse (format, size), is left out here before a byte is
// sent (spec §5); the server's own reason for a refusal stays under the button after its toast.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { imageProblem, isAbortError, isImageFile, useImageUpload } from '../api/upload-images';

interface ImageUploadButtonProps {
  label: string;
  multiple?: boolean;
  /** How many more pictures may be added; extra files are left out with a word. */
  remaining?: number;
  onUploaded: (urls: string[]) => void;
}

export function ImageUploadButton({ label, multiple = false, remaining = Infinity, onUploaded }: ImageUploadButtonProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, percent, cancel } = useImageUpload();
  const [failure, setFailure] = useState<string | null>(null);
  const uploading = percent !== null;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    setFailure(null);

    const notImages = picked.filter((f) => !isImageFile(f));
    if (notImages.length > 0) toast.error(`Only image files can be uploaded: ${notImages.map((f) => f.name).join(', ')}`);
    // Images the server would refuse anyway (an SVG, a 30 MB photo) are left out with the reason.
    const problems = picked
      .filter(isImageFile)
      .map(imageProblem)
      .filter((p) => p !== undefined);
    if (problems.length > 0) toast.error(`Not uploaded: ${problems.join('; ')}`);
    let images = picked.filter((f) => isImageFile(f) && !imageProblem(f));
    if (images.length > remaining) {
      toast.error(`Only ${remaining} more image${remaining === 1 ? '' : 's'} can be added.`);
      images = images.slice(0, Math.max(0, remaining));
    }
    if (images.length === 0) return;

    try {
      const urls = await upload(images);
      onUploaded(urls);
      toast.success('Images uploaded successfully!');
    } catch (error) {
      if (isAbortError(error)) {
        toast.info('Upload cancelled');
        return;
      }
      setFailure(errorMessage(error, 'The upload failed.'));
      toast.error('Failed to upload images');
    }
  }

  return (
    <div className="space-y-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        onChange={(e) => void onFiles(e)}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-file-input"
      />
      {uploading ? (
        <div className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3">
          <div className="flex items-center justify-between gap-2 text-sm text-gray-800">
            <span id={`${id}-progress`}>Uploading… {percent}%</span>
            <Button variant="ghost" onClick={cancel} className="min-h-9 px-3">
              Cancel upload
            </Button>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={remaining <= 0}>
          {label}
        </Button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
