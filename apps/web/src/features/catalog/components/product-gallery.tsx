// The product page's pictures: one large square and, when there are several, a row of thumbnail
// buttons. Arrow keys move between thumbnails (and show that picture), Home/End jump to the ends.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { ProductImage } from '../../../components/product-image';

interface ProductGalleryProps {
  images: string[];
  name: string;
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(0, images.length - 1));
  const count = images.length;
  const shown = current + 1;

  const select = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
        <ProductImage src={images[current]} alt={images.length > 1 ? t`${name}, picture ${shown} of ${count}` : name} sizes={IMAGE_SIZES.detail} priority />
      </div>
      {images.length > 1 && (
        <div role="group" aria-label={t`Product pictures`} className="flex gap-2 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <button
                key={`${image}-${index}`}
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                aria-label={t`Show picture ${number} of ${count}`}
                aria-pressed={index === current}
                onClick={() => setSelected(index)}
                className={`size-16 shrink-0 overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:size-20 ${index === current ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ProductImage src={image} alt="" sizes={IMAGE_SIZES.thumb} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
