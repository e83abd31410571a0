// A product's pictures in their shop order: the first is the main one on cards. Each can be moved
// left or right (buttons, so the keyboard can do it too; the focus stays with the moved picture)
// or removed; new ones are uploaded and appended.
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { ProductImage } from '../../../components/product-image';
import { ImageUploadButton } from './image-upload-button';

interface ImageListEditorProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  max?: number;
  error?: string;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

export function ImageListEditor({ label, values, onChange, max = 12, error }: ImageListEditorProps) {
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  // An upload finishes later; by then pictures may have been moved or removed, so it appends to
  // the list as it is then, not as it was when the upload began.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  function move(from: number, to: number) {
    const next = [...values];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    // Rendered at once so the moved picture's button can take the focus; at either end the
    // button that still works does.
    flushSync(() => onChange(next));
    const direction = to < from ? 'left' : 'right';
    const atEnd = direction === 'left' ? to === 0 : to === next.length - 1;
    const target = atEnd ? (direction === 'left' ? 'right' : 'left') : direction;
    list.current?.querySelector<HTMLButtonElement>(`[data-index="${to}"][data-move="${target}"]`)?.focus();
  }

  function remove(index: number) {
    const next = values.filter((_, i) => i !== index);
    flushSync(() => onChange(next));
    // The focus goes to the picture that took its place, or else to the upload button.
    const neighbour = list.current?.querySelector<HTMLButtonElement>(`[data-remove="${Math.min(index, next.length - 1)}"]`);
    (neighbour ?? box.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }

  return (
    <fieldset ref={box} className="space-y-2">
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      <p className="text-xs text-gray-600">
        The first picture is the main one. {values.length} of {max} used.
      </p>
      {values.length > 0 && (
        <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {values.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-lg border border-gray-200 bg-white">
              <div className="relative">
                <ProductImage src={url} alt={`Picture ${index + 1}`} sizes="200px" />
                {index === 0 && <span className="absolute top-1 left-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Main</span>}
              </div>
              <div className="flex items-center justify-between gap-1 p-1.5">
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move picture ${index + 1} left`}
                  data-index={index}
                  data-move="left"
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  className={`${iconButton} w-auto px-2 text-xs font-semibold text-red-700 hover:text-red-800`}
                  onClick={() => remove(index)}
                  aria-label={`Remove picture ${index + 1}`}
                  data-remove={index}
                >
                  Remove
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === values.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move picture ${index + 1} right`}
                  data-index={index}
                  data-move="right"
                >
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ImageUploadButton
        label={values.length ? 'Upload more images' : 'Upload images'}
        multiple
        remaining={max - values.length}
        onUploaded={(urls) => onChange([...latest.current, ...urls.filter((u) => !latest.current.includes(u))])}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
