// Review & Approve: staff name, describe and price a pending design, pick its category and delivery
// time, and list features and tags (comma-separated), with their Hindi beside them as the product
// form has it. These become the product's details when the design is converted. The customer's
// request and picture are shown beside the form.
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { CategoryOptions, HindiProductFields, useAdminCategories } from '../../admin';
import { Modal } from '../../../components/modal';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApproveDesign } from '../api/approve-design';
import { DesignImage } from '../components/design-image';
import type { CustomOrder } from '../lib/types';
import {
  APPROVE_FIELDS,
  ApproveFormSchema,
  EMPTY_APPROVE_FORM,
  isRequiredMessage,
  REQUIRED_MESSAGE,
  type ApproveFormInput,
  type ApproveFormOutput,
} from './approve-form-schema';

export const APPROVED = 'Custom order approved successfully!';
export const APPROVE_FAILED = 'Failed to approve custom order';

export function ApproveDialog({ design, onClose }: { design: CustomOrder; onClose: () => void }) {
  const formId = useId();
  const categories = useAdminCategories();
  const approve = useApproveDesign();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApproveFormInput, unknown, ApproveFormOutput>({
    resolver: zodResolver(ApproveFormSchema),
    defaultValues: EMPTY_APPROVE_FORM,
  });

  const onValid = async (body: ApproveFormOutput) => {
    try {
      await approve.mutateAsync({ id: design._id, body });
      toast.success(APPROVED);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, APPROVE_FIELDS);
      toast.error(errorMessage(error, APPROVE_FAILED));
    }
  };
  // The fields say what is wrong; the toast says it once for the whole form (spec §8).
  const onInvalid = (invalid: FieldErrors<ApproveFormInput>) => {
    if (Object.values(invalid).some((e) => isRequiredMessage(e?.message))) toast.error(REQUIRED_MESSAGE);
  };

  return (
    <Modal
      title={`Approve ${design.customOrderId}`}
      description="These details become the product's when you convert the design."
      size="lg"
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isSubmitting} busyLabel="Approving…">
            Approve
          </Button>
        </>
      }
    >
      <div className="mb-4 flex gap-3 rounded-lg bg-gray-50 p-3">
        <div className="w-20 shrink-0 overflow-hidden rounded-md">
          <DesignImage src={design.generatedImage} alt="" sizes="80px" />
        </div>
        <div className="min-w-0 text-sm">
          <p className="font-medium text-gray-900">Request from {design.user?.name ?? 'a customer'}</p>
          <p className="mt-0.5 line-clamp-4 whitespace-pre-line text-gray-800">{design.prompt}</p>
        </div>
      </div>
      <form id={formId} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Name" required maxLength={120} autoComplete="off" error={errors.name?.message} {...register('name')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Description" required rows={4} maxLength={4000} error={errors.description?.message} {...register('description')} />
        </div>
        <TextField label="Price (₹)" required type="number" inputMode="decimal" min={0} step="0.01" error={errors.price?.message} {...register('price')} />
        <SelectField
          label="Category"
          required
          error={errors.category?.message}
          hint={categories.isPending ? 'Loading categories…' : categories.isError ? 'Categories could not be loaded' : undefined}
          {...register('category')}
        >
          <option value="">Select a category</option>
          <CategoryOptions categories={categories.data} />
        </SelectField>
        <TextField label="Delivery time" maxLength={60} autoComplete="off" error={errors.deliveryTime?.message} {...register('deliveryTime')} />
        <div className="hidden sm:block" />
        <TextField
          label="Features"
          autoComplete="off"
          placeholder="e.g. 50 red roses, Gold ribbon"
          hint="Separate with commas."
          error={errors.features?.message}
          {...register('features')}
        />
        <TextField
          label="Tags"
          autoComplete="off"
          placeholder="e.g. wedding, roses"
          hint="Separate with commas."
          error={errors.tags?.message}
          {...register('tags')}
        />
        <HindiProductFields control={control} />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Notes"
            rows={2}
            maxLength={2000}
            hint="For staff only; customers do not see them."
            error={errors.notes?.message}
            {...register('notes')}
          />
        </div>
      </form>
    </Modal>
  );
}
