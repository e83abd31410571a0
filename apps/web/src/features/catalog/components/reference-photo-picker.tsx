// An optional photo the customer attaches to show what they want (a colour, an arrangement).
// Image files only (spec §5); a preview with a Remove button. The page hands the file to Add to
// Cart, which uploads it and attaches it to the cart line; checkout copies it onto the order.
import { useEffect, useId, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { CameraIcon, CloseIcon } from '../../../components/icons';

/** Phone photos are a few MB; much larger is almost certainly the wrong file. */
export const MAX_REFERENCE_PHOTO_BYTES = 10 * 1024 * 1024;

export interface ReferencePhoto {
  file: File;
  /** An object URL for the preview; revoked when the photo is replaced, removed or unmounted. */
  previewUrl: string;
}

interface ReferencePhotoPickerProps {
  photo: ReferencePhoto | null;
  onChange: (photo: ReferencePhoto | null) => void;
}

export function ReferencePhotoPicker({ photo, onChange }: ReferencePhotoPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // Each preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t`Please choose an image file (JPG, PNG, WebP…)`);
      if (input.current) input.current.value = '';
      return;
    }
    if (file.size > MAX_REFERENCE_PHOTO_BYTES) {
      toast.error(t`The photo is too large (10 MB at most)`);
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ file, previewUrl: URL.createObjectURL(file) });
  };

  const remove = () => {
    onChange(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4">
      <p id={`${id}-help`} className="mb-2 text-sm text-gray-700">
        <Trans>
          <span className="font-semibold text-gray-900">Reference photo (optional).</span> Show us the colours or style you have in mind. It is sent to our
          florist with this item when you add it to your cart.
        </Trans>
      </p>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:border-brand-600 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
      >
        <CameraIcon className="size-5" />
        {photo ? t`Choose another photo` : t`Add a reference photo`}
        <input
          id={id}
          ref={input}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-help`}
          onChange={(event) => pick(event.target.files?.[0])}
          className="sr-only"
        />
      </label>
      {photo && (
        <div className="mt-3 flex items-center gap-3">
          <img src={photo.previewUrl} alt={t`Your reference photo`} width={80} height={80} className="size-20 rounded-lg border border-gray-200 object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-gray-800">{photo.file.name}</p>
            <button
              type="button"
              onClick={remove}
              className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon className="size-4" />
              <Trans>Remove photo</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
