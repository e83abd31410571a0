// Add or edit a product in a dialog (spec §2 Products tab, §5 Product form). The form lives only
// while the dialog is open, so closing it — Cancel, Close or Escape — throws away what was typed.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GST_RATES, type Category, type Product } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { CategoryOptions } from '../components/category-options';
import { CheckboxField } from '../components/checkbox-field';
import { ChipListInput } from '../components/chip-list-input';
import { HindiProductFields } from '../components/hindi-product-fields';
import { ImageListEditor } from '../components/image-list-editor';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import { PriceField, StockField } from './number-fields';
import { SizesEditor } from './sizes-editor';
import { EMPTY_PRODUCT_FORM, PRODUCT_FIELDS, ProductFormSchema, productFormValues, type ProductFormInput, type ProductFormOutput } from './product-form-schema';

interface ProductFormDialogProps {
  /** The product being edited, or undefined to add one. */
  product?: Product;
  categories: Category[] | undefined;
  categoriesPending: boolean;
  onClose: () => void;
}

export function ProductFormDialog({ product, categories, categoriesPending, onClose }: ProductFormDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (product) {
        await update.mutateAsync({ id: product._id, body: { ...values, stockWas: product.stock } });
        toast.success('Product updated successfully!');
      } else {
        await create.mutateAsync(values);
        toast.success('Product created successfully!');
      }
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, PRODUCT_FIELDS);
      // Orders came in while the form was open: the message says the stock now, beside the field.
      if (error instanceof ApiError && error.code === 'STOCK_CHANGED') setError('stock', { message: error.message });
      toast.error(errorMessage(error, 'Failed to save product'));
    }
  });

  // A product may sit in a category that is now inactive; it stays choosable, marked as such.
  const current = product?.category;
  const options = categories ?? (current ? [{ _id: current._id, name: current.name, isActive: true }] : []);

  return (
    <FormDialog
      title={product ? 'Edit Product' : 'Add Product'}
      submitLabel={product ? 'Update Product' : 'Create Product'}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      size="lg"
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField label="Name" required maxLength={120} error={errors.name?.message} {...register('name')} />
      </div>
      <div className="sm:col-span-2">
        <SelectField
          label="Category"
          required
          error={errors.category?.message}
          hint={categoriesPending ? 'Loading categories…' : undefined}
          {...register('category')}
        >
          <option value="">Select a category</option>
          <CategoryOptions categories={options} />
        </SelectField>
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" required rows={4} maxLength={4000} error={errors.description?.message} {...register('description')} />
      </div>
      <PriceField label="Price (₹)" required error={errors.price?.message} {...register('price', { valueAsNumber: true })} />
      <PriceField
        label="Original price (₹)"
        hint="Shown struck through when higher than the price; 0 for none."
        error={errors.originalPrice?.message}
        {...register('originalPrice', { valueAsNumber: true })}
      />
      <StockField label="Stock" required error={errors.stock?.message} {...register('stock', { valueAsNumber: true })} />
      <TextField label="Delivery time" maxLength={60} error={errors.deliveryTime?.message} {...register('deliveryTime')} />
      <TextField
        label="HSN code"
        inputMode="numeric"
        maxLength={8}
        hint="For the GST invoice: 0603 for fresh flowers."
        error={errors.hsnCode?.message}
        {...register('hsnCode')}
      />
      <SelectField label="GST rate" hint="Fresh flowers are nil-rated (0 %)." error={errors.gstRate?.message} {...register('gstRate')}>
        {GST_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate} %
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImageListEditor label="Pictures" values={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <ChipListInput
            label="Features"
            itemName="feature"
            values={field.value ?? []}
            onChange={field.onChange}
            placeholder="e.g. 12 fresh red roses"
            hint="Press Enter or Add after each one."
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <ChipListInput
            label="Tags"
            itemName="tag"
            values={field.value ?? []}
            onChange={field.onChange}
            placeholder="e.g. roses"
            hint="Press Enter or Add after each one."
            error={fieldState.error?.message}
          />
        )}
      />
      <SizesEditor control={control} register={register} setValue={setValue} errors={errors} personalisationMax={product?.personalisationMax ?? 0} />
      <HindiProductFields control={control} />
      <CheckboxField label="New product" hint="Shows a New badge on the product." {...register('isNewProduct')} />
      <CheckboxField label="Featured" hint="Listed first by popularity, so it shows in Trending on the home page." {...register('featured')} />
      <CheckboxField
        label="Add-on (offered beside bouquets)"
        hint="A card, chocolates, a cake, a vase or a teddy: offered on bouquet pages and in the cart."
        {...register('isAddon')}
      />
    </FormDialog>
  );
}
