// "Add to Cart" for any page that sells a product: adds `quantity` through useAddToCart (guests go
// to /login first) and shows that it is working while the cart is saved. With a reference photo
// it first uploads the photo (the label shows the percentage sent), then adds the line with the
// photo's URL; a refused or failed upload is told in a toast and nothing is added. While busy it
// is only aria-disabled, so a keyboard user's focus stays on it.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { isAbortError } from '../../../lib/upload';
import { useAddToCart, type LineChoice } from '../api/add-to-cart';
import { useReferencePhotoUpload } from '../api/upload-reference-photo';

interface AddToCartButtonProps {
  productId: string;
  quantity?: number;
  /** A photo the customer picked to show what they want; uploaded and sent with the line. */
  referencePhoto?: Blob | null;
  disabled?: boolean;
  className?: string;
  /** The label (and icon); 'Add to Cart' by default. */
  children?: ReactNode;
  /** Once the line is in the cart. */
  onAdded?: () => void;
  /** The size and personal text chosen on the product page. */
  choice?: LineChoice;
}

export function AddToCartButton({
  productId,
  quantity = 1,
  referencePhoto = null,
  disabled = false,
  className = '',
  children,
  onAdded,
  choice,
}: AddToCartButtonProps) {
  const { t } = useLingui();
  const { add, requireSignIn, isPending: adding } = useAddToCart();
  const photo = useReferencePhotoUpload();
  const uploading = photo.percent !== null;
  const percent = photo.percent;
  const isPending = adding || uploading;

  const addWithPhoto = async (file: Blob) => {
    let url: string;
    try {
      url = await photo.upload(file);
    } catch (error) {
      if (!isAbortError(error)) toast.error(errorMessage(error, t`Your reference photo could not be uploaded. Please try again.`));
      return;
    }
    add(productId, quantity, url, onAdded, choice);
  };

  const onClick = () => {
    if (isPending) return;
    if (!referencePhoto) return add(productId, quantity, undefined, onAdded, choice);
    if (requireSignIn()) void addWithPhoto(referencePhoto);
  };

  return (
    <button
      type="button"
      disabled={disabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={onClick}
      className={buttonClasses('primary', `aria-disabled:cursor-wait ${className}`)}
    >
      {/* Both labels share one grid cell, so the button keeps its width when the label changes. */}
      <span className="grid place-items-center">
        <span aria-hidden={isPending || undefined} className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${isPending ? 'invisible' : ''}`}>
          {children ?? <Trans>Add to Cart</Trans>}
        </span>
        <span aria-hidden={!isPending || undefined} className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${isPending ? '' : 'invisible'}`}>
          {/* Spinning only while it shows: a hidden spinner still runs its endless animation, an event a second for each button, and a page of them never goes quiet. */}
          {isPending ? <Spinner className="size-5" /> : <span className="inline-block size-5" />}
          {uploading ? t`Uploading photo… ${percent}%` : t`Adding…`}
        </span>
        {referencePhoto && (
          // Holds the widest label's room from the start, so the button does not grow when the upload begins.
          <span aria-hidden="true" className="invisible col-start-1 row-start-1 inline-flex items-center gap-2">
            <span className="size-5" />
            <Trans>Uploading photo… 100%</Trans>
          </span>
        )}
      </span>
    </button>
  );
}
