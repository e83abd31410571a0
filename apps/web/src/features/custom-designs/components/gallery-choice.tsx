// The customer's answer on showing a placed design in the shop's public gallery, on its card under
// My Orders, with the button that changes it: withdrawn, the design leaves the gallery at once.
import { useLingui, Trans } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { useSetGalleryConsent } from '../api/set-gallery-consent';
import type { CustomOrder } from '../lib/types';

export function GalleryChoice({ design }: { design: CustomOrder }) {
  const { t } = useLingui();
  const change = useSetGalleryConsent();
  const shown = design.galleryConsent;
  const toggle = async () => {
    try {
      await change.mutateAsync({ id: design._id, galleryConsent: !shown });
      toast.success(shown ? t`Your design is no longer shown in the gallery` : t`Your design may now be shown in the gallery`);
    } catch {
      toast.error(t`Could not save your choice. Please try again.`);
    }
  };
  return (
    <div data-testid="gallery-choice" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm">
      <p className="text-gray-800">
        {shown ? (
          <Trans>You agreed to show this design in the shop’s public gallery once approved.</Trans>
        ) : (
          <Trans>This design is not shown in the shop’s public gallery.</Trans>
        )}
      </p>
      <Button variant="secondary" busy={change.isPending} busyLabel={t`Saving…`} onClick={() => void toggle()}>
        {shown ? <Trans>Remove from gallery</Trans> : <Trans>Show in gallery</Trans>}
      </Button>
    </div>
  );
}
