// The Hindi of a product's name, description, features and tags, written beside the English: in
// the product form, and when staff approve a custom design (whose details become a product's).
// Every field is optional: one left empty shows customers reading in Hindi the English.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { ChipListInput } from './chip-list-input';

/** What the form keeps under `hi` (its input: the contract's defaults make every field optional). */
interface HindiValues {
  hi?: { name?: string; description?: string; features?: string[]; tags?: string[] };
}

/** A fieldset spanning both columns of a two-column form grid, with the English fields' limits. */
export function HindiProductFields<T extends FieldValues & HindiValues, Out extends FieldValues = T>({ control }: { control: Control<T, unknown, Out> }) {
  // react-hook-form cannot follow a path through a generic form; these four are there by the constraint.
  const path = (field: 'name' | 'description' | 'features' | 'tags') => `hi.${field}` as Path<T>;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-gray-900">Hindi (optional)</legend>
      <p className="-mt-2 text-xs text-gray-600 sm:col-span-2">For customers reading the shop in Hindi. A field left empty shows them the English.</p>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name={path('name')}
          render={({ field, fieldState }) => (
            <TextField
              label="Hindi name"
              lang="hi"
              maxLength={120}
              autoComplete="off"
              placeholder="जैसे: गेंदे की माला"
              error={fieldState.error?.message}
              {...field}
              value={(field.value as string | undefined) ?? ''}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name={path('description')}
          render={({ field, fieldState }) => (
            <TextAreaField
              label="Hindi description"
              lang="hi"
              rows={3}
              maxLength={4000}
              error={fieldState.error?.message}
              {...field}
              value={(field.value as string | undefined) ?? ''}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name={path('features')}
        render={({ field, fieldState }) => (
          <ChipListInput
            label="Hindi features"
            itemName="Hindi feature"
            lang="hi"
            values={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            placeholder="जैसे: 12 ताज़े लाल गुलाब"
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={path('tags')}
        render={({ field, fieldState }) => (
          <ChipListInput
            label="Hindi tags"
            itemName="Hindi tag"
            lang="hi"
            values={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            placeholder="जैसे: गुलाब"
            error={fieldState.error?.message}
          />
        )}
      />
    </fieldset>
  );
}
