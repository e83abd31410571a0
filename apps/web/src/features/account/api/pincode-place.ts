// GET /api/pincodes/:pincode: the city and state a pincode is in, to fill an address's empty city
// and state as soon as six digits are typed. The answer never changes while the shop runs (the
// server lets caches keep it too); an unknown pincode or a failed request fills nothing, quietly:
// the customer types the city as before.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldPathByValue, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { PINCODE_PATTERN, type PincodePlaceAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { accountKeys } from './account-keys';

export function usePincodePlace(pincode: string, wanted = true) {
  return useQuery({
    queryKey: accountKeys.pincodePlace(pincode),
    queryFn: ({ signal }) => apiRequest<PincodePlaceAnswer>(`/pincodes/${pincode}`, { signal }),
    enabled: wanted && PINCODE_PATTERN.test(pincode),
    staleTime: Infinity,
    retry: false,
  });
}

interface PlaceFields<T extends FieldValues> {
  pincode: FieldPathByValue<T, string>;
  city: FieldPathByValue<T, string>;
  state: FieldPathByValue<T, string>;
}

/**
 * Fills a form's city and state from its pincode, each only while it is empty: what the customer
 * typed there stays theirs. `looking` is true while the answer is on its way (for a hint).
 */
export function usePincodePlaceFill<T extends FieldValues, Context, Output>(
  { control, getValues, setValue }: Pick<UseFormReturn<T, Context, Output>, 'control' | 'getValues' | 'setValue'>,
  fields: PlaceFields<T>,
): { looking: boolean } {
  const [typed, cityNow, stateNow] = useWatch({ control, name: [fields.pincode, fields.city, fields.state] }) as (string | undefined)[];
  const pincode = (typed ?? '').trim();
  // Nothing to ask while both are filled in (a saved address opened for editing, say).
  const place = usePincodePlace(pincode, !cityNow?.trim() || !stateNow?.trim());
  const answer = place.data;
  const { city, state } = fields;
  useEffect(() => {
    if (!answer || answer.pincode !== pincode) return;
    for (const [field, value] of [
      [city, answer.city],
      [state, answer.state],
    ] as const) {
      const now = getValues(field) as string | undefined;
      if (!now?.trim()) setValue(field, value as PathValue<T, typeof field>, { shouldValidate: true, shouldDirty: true });
    }
  }, [answer, pincode, city, state, getValues, setValue]);
  return { looking: place.isFetching };
}
