// Add or edit a category in a dialog (spec §2 Categories tab, §5 Category form). The picture is a
// URL typed in, or an uploaded file whose address fills the box. Closing drops what was typed.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { TextAreaField, TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { ProductImage } from '../../../components/product-image';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { CheckboxField } from '../components/checkbox-field';
import { ImageUploadButton } from '../components/image-upload-button';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import {
  CATEGORY_FIELDS,
  CategoryFormSchema,
  EMPTY_CATEGORY_FORM,
  categoryFormValues,
  type CategoryFormInput,
  type CategoryFormOutput,
} from './category-form-schema';

interface CategoryFormDialogProps {
  category?: Category;
  onClose: () => void;
}

export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormInput, unknown, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: category ? categoryFormValues(category) : EMPTY_CATEGORY_FORM,
  });
  const image = useWatch({ control, name: 'image' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (category) {
        await update.mutateAsync({ id: category._id, body: values });
        toast.success('Category updated successfully!');
      } else {
        await create.mutateAsync(values);
        toast.success('Category created successfully!');
      }
      onClose();
    } catch (error) {
      const onField = applyServerErrors(error, setError, CATEGORY_FIELDS);
      // A taken name comes back as a conflict without a path; it belongs under Name.
      if (!onField && error instanceof ApiError && error.code === 'CATEGORY_EXISTS') {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      toast.error(errorMessage(error, 'Failed to save category'));
    }
  });

  return (
    <FormDialog
      title={category ? 'Edit Category' : 'Add Category'}
      submitLabel={category ? 'Update Category' : 'Create Category'}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField label="Name" required maxLength={80} error={errors.name?.message} {...register('name')} />
      <TextAreaField label="Description" required rows={3} maxLength={1000} error={errors.description?.message} {...register('description')} />
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Hindi (optional)</legend>
        <p className="-mt-1 text-xs text-gray-600">For customers reading the shop in Hindi. A field left empty shows them the English.</p>
        <TextField label="Hindi name" lang="hi" maxLength={80} placeholder="जैसे: गुलदस्ते" error={errors.hi?.name?.message} {...register('hi.name')} />
        <TextAreaField label="Hindi description" lang="hi" rows={3} maxLength={1000} error={errors.hi?.description?.message} {...register('hi.description')} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem] sm:items-start">
        <div className="space-y-2">
          <TextField
            label="Image URL"
            type="text"
            inputMode="url"
            placeholder="https://… or upload a picture"
            hint="A link to a picture, or upload one and its address fills this box."
            error={errors.image?.message}
            {...register('image')}
          />
          <ImageUploadButton
            label={image ? 'Upload a different image' : 'Upload image'}
            onUploaded={([url]) => {
              if (url) setValue('image', url, { shouldDirty: true, shouldValidate: true });
            }}
          />
        </div>
        <div className="w-28 overflow-hidden rounded-lg border border-gray-200">
          <ProductImage src={image || undefined} alt="Preview of the category picture" sizes="112px" />
        </div>
      </div>
      <TextField
        label="Sort order"
        type="number"
        inputMode="numeric"
        min={0}
        step="1"
        hint="Lower numbers come first in the shop."
        error={errors.sortOrder?.message}
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <CheckboxField label="Active" hint="Inactive categories and their products are hidden from the shop." {...register('isActive')} />
    </FormDialog>
  );
}
