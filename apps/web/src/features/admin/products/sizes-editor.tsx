// The product form's sizes (6 / 12 / 24 stems, ½ kg / 1 kg, a garland's length): a row per size
// with its label in English and Hindi, price, stock and SKU, added and removed in place; and the
// personal text a customer may add (a message on the cake), ticked on with its longest length.
// With sizes the product's own price and stock are theirs (the server keeps them so).
import { useState } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { ProductOptionWrite } from '@phoolwari/contracts';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/button';
import { CheckboxField } from '../components/checkbox-field';
import { PriceField, StockField } from './number-fields';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';

interface SizesEditorProps {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormInput>;
  setValue: UseFormSetValue<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  /** The product's message length when the form opened (0: none). */
  personalisationMax: number;
}

/** What a new message box allows unless the owner says otherwise: a short line on a cake. */
const DEFAULT_PERSONALISATION = 30;
/** A number box's value as the schema reads it: NaN for an empty box ("required"). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

// The list is one controlled field (Controller), not react-hook-form's field array: the field
// array's code would join the form library's chunk that the storefront's contact page loads too.
export function SizesEditor({ control, register, setValue, errors, personalisationMax }: SizesEditorProps) {
  const [personalised, setPersonalised] = useState(personalisationMax > 0);

  return (
    <>
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="text-sm font-semibold text-gray-900">Sizes</legend>
        <p className="text-xs text-gray-600">
          Each size has its own price, stock and SKU (e.g. 6 / 12 / 24 stems). With sizes, the product&apos;s price is the cheapest size&apos;s and its stock is
          theirs added up. Leave empty to sell it in one size.
        </p>
        {errors.options?.root?.message && <p className="text-sm text-red-700">{errors.options.root.message}</p>}
        {errors.options?.message && <p className="text-sm text-red-700">{errors.options.message}</p>}
        <Controller
          control={control}
          name="options"
          render={({ field }) => {
            const sizes: ProductOptionWrite[] = field.value ?? [];
            const change = (i: number, patch: Partial<ProductOptionWrite>) => field.onChange(sizes.map((o, j) => (j === i ? { ...o, ...patch } : o)));
            return (
              <>
                {sizes.map((size, i) => {
                  const e = errors.options?.[i];
                  const text = (n: number) => (Number.isNaN(n) ? '' : String(n));
                  return (
                    <div key={size._id ?? `new-${i}`} className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-6">
                      <div className="col-span-2">
                        <TextField
                          label={`Size ${i + 1} label`}
                          required
                          maxLength={60}
                          error={e?.label?.message}
                          value={size.label}
                          onChange={(ev) => change(i, { label: ev.target.value })}
                        />
                      </div>
                      <div className="col-span-2">
                        <TextField
                          label="Label in Hindi"
                          lang="hi"
                          maxLength={60}
                          error={e?.labelHi?.message}
                          value={size.labelHi ?? ''}
                          onChange={(ev) => change(i, { labelHi: ev.target.value })}
                        />
                      </div>
                      <div className="col-span-2">
                        <TextField
                          label="SKU"
                          maxLength={40}
                          error={e?.sku?.message}
                          value={size.sku ?? ''}
                          onChange={(ev) => change(i, { sku: ev.target.value })}
                        />
                      </div>
                      <div className="sm:col-span-2">
                        <PriceField
                          label="Price (₹)"
                          required
                          error={e?.price?.message}
                          value={text(size.price)}
                          onChange={(ev) => change(i, { price: numberOf(ev.target.value) })}
                        />
                      </div>
                      <div className="sm:col-span-2">
                        <StockField
                          label="Stock"
                          required
                          error={e?.stock?.message}
                          value={text(size.stock)}
                          onChange={(ev) => change(i, { stock: numberOf(ev.target.value) })}
                        />
                      </div>
                      <div className="col-span-2 flex items-end">
                        <Button variant="ghost" className="min-h-11 text-red-700" onClick={() => field.onChange(sizes.filter((_, j) => j !== i))}>
                          Remove size {i + 1}
                        </Button>
                      </div>
                    </div>
                  );
                })}
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => field.onChange([...sizes, { label: '', labelHi: '', price: Number.NaN, stock: Number.NaN, sku: '' }])}
                    disabled={sizes.length >= 12}
                  >
                    Add a size
                  </Button>
                </div>
              </>
            );
          }}
        />
      </fieldset>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <CheckboxField
          label="Allow personalisation"
          hint="The customer may add a short text to it, e.g. the message on a cake."
          checked={personalised}
          onChange={(e) => {
            setPersonalised(e.target.checked);
            setValue('personalisationMax', e.target.checked ? DEFAULT_PERSONALISATION : 0, { shouldDirty: true });
          }}
        />
        {personalised && (
          <div className="max-w-xs">
            <TextField
              label="Longest message (characters)"
              required
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              step="1"
              error={errors.personalisationMax?.message}
              {...register('personalisationMax', { valueAsNumber: true })}
            />
          </div>
        )}
      </div>
    </>
  );
}
