// What a customer can do with a draft, wherever it shows (the fresh result, a card under My
// Orders): place it for the shop's approval (with their answer on the public gallery), or discard
// it. Toasts per spec §8.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { useDiscardDesign } from '../api/discard-design';
import { useSubmitDesign } from '../api/submit-design';

export const SUBMITTED = msg`Custom order submitted for admin approval!`;
export const SUBMIT_FAILED = msg`Failed to submit custom order`;
export const DISCARDED = msg`Custom order discarded`;
export const DISCARD_FAILED = msg`Failed to discard custom order`;

export function useDraftActions() {
  const { t } = useLingui();
  const submit = useSubmitDesign();
  const discard = useDiscardDesign();

  return {
    /** Resolves true when the draft went to the shop. */
    place: async (id: string, galleryConsent: boolean): Promise<boolean> => {
      try {
        await submit.mutateAsync({ id, galleryConsent });
        toast.success(t(SUBMITTED));
        return true;
      } catch {
        toast.error(t(SUBMIT_FAILED));
        return false;
      }
    },
    discard: async (id: string): Promise<boolean> => {
      try {
        await discard.mutateAsync(id);
        toast.success(t(DISCARDED));
        return true;
      } catch {
        toast.error(t(DISCARD_FAILED));
        return false;
      }
    },
    /** The draft a call is under way for, so only its buttons show as busy. */
    placingId: submit.isPending ? submit.variables.id : undefined,
    discardingId: discard.isPending ? discard.variables : undefined,
  };
}
