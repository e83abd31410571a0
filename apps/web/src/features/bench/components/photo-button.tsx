// A button that opens the camera (or the file picker on a desktop) for one photo, and shows the
// upload's progress while it is sent. Used by "Prepared" on the bench.
import { useId, useRef, type ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '../../../components/button';

interface PhotoButtonProps {
  children: ReactNode;
  /** 0–100 while uploading, else null. */
  percent: number | null;
  onPhoto: (photo: File) => void;
  variant?: ButtonVariant;
  className?: string;
}

export function PhotoButton({ children, percent, onPhoto, variant = 'primary', className = '' }: PhotoButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const busy = percent !== null;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <button
        type="button"
        className={buttonClasses(variant, 'min-h-12 w-full')}
        disabled={busy}
        aria-describedby={busy ? progressId : undefined}
        onClick={() => input.current?.click()}
      >
        {busy ? `Uploading… ${percent}%` : children}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same photo can be chosen again after a failed upload.
          event.target.value = '';
          if (file) onPhoto(file);
        }}
      />
      {busy && <progress id={progressId} max={100} value={percent} aria-label="Photo upload" className="h-2 w-full accent-brand-600" />}
    </div>
  );
}
