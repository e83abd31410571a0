// Convert to Product: an approved design becomes a product anyone can buy, with the approved
// details and the design's picture. Staff say how many can be made (stock, 10 by default).
import { useState, type FormEvent } from 'react';
import { DEFAULT_CONVERTED_STOCK } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { FormDialog } from '../../../components/form-dialog';
import { useConvertDesign } from '../api/convert-design';
import { designTitle } from '../lib/design-format';
import type { CustomOrder } from '../lib/types';

export const CONVERTED = 'Custom order converted to product successfully!';
export const CONVERT_FAILED = 'Failed to convert to product';

export function ConvertDialog({ design, onClose }: { design: CustomOrder; onClose: () => void }) {
  const convert = useConvertDesign();
  const [stock, setStock] = useState(String(DEFAULT_CONVERTED_STOCK));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(stock);
    if (stock.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100_000) {
      setInvalid('Enter a whole number from 0 to 100000');
      return;
    }
    setInvalid(null);
    setFailure(null);
    try {
      await convert.mutateAsync({ id: design._id, body: { stock: value } });
      toast.success(CONVERTED);
      onClose();
    } catch (error) {
      toast.error(CONVERT_FAILED);
      setFailure(errorMessage(error, CONVERT_FAILED));
    }
  }

  const details = design.adminDetails;
  return (
    <FormDialog
      title={`Convert ${design.customOrderId} to a product`}
      description="The design goes on sale in the catalogue with the approved details and its picture."
      size="sm"
      submitLabel="Convert to Product"
      busy={convert.isPending}
      busyLabel="Converting…"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      className="space-y-3"
    >
      <p className="text-sm text-gray-800">
        <span className="font-semibold">{designTitle(design)}</span>
        {details && (
          <>
            {' '}
            · {formatRupees(details.price)} · {details.category?.name ?? 'no category'}
          </>
        )}
      </p>
      <TextField
        label="Stock"
        required
        type="number"
        inputMode="numeric"
        min={0}
        max={100_000}
        step={1}
        value={stock}
        onChange={(e) => setStock(e.target.value)}
        error={invalid ?? undefined}
        hint="How many the shop can make and sell."
        data-autofocus
      />
      <FormAlert message={failure} />
    </FormDialog>
  );
}
