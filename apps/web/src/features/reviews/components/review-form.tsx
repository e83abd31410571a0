// Writing a review: 1–5 stars and an optional comment, checked with the contract's schema. The
// server has the last word (403 not delivered yet, 409 already reviewed), shown above the form.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ReviewBodySchema, type ReviewBody } from '@phoolwari/contracts';
import type { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerWords } from './server-words';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { useCreateReview } from '../api/create-review';
import { StarInput } from './star-input';
import { useZodResolver } from '../../../lib/zod-resolver';

export const REVIEW_THANKS = msg`Thank you for your review!`;
type ReviewFormOutput = z.output<typeof ReviewBodySchema>;

export function ReviewForm({ productId }: { productId: string }) {
  const { t } = useLingui();
  const serverWords = useServerWords();
  const create = useCreateReview(productId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewBody, unknown, ReviewFormOutput>({ resolver: useZodResolver(ReviewBodySchema), defaultValues: { comment: '' } });
  const length = useWatch({ control, name: 'comment' })?.length ?? 0;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      reset({ comment: '' });
      toast.success(t(REVIEW_THANKS));
    } catch (e) {
      const message = serverWords(errorMessage(e, t`Your review could not be saved. Please try again.`));
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate aria-label={t`Write a review`} onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <h3 className="font-semibold text-gray-900">
        <Trans>Write a review</Trans>
      </h3>
      <FormAlert message={failure} />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message && serverWords(fieldState.error.message)}
          />
        )}
      />
      <TextAreaField
        label={t`Your review (optional)`}
        rows={4}
        maxLength={2000}
        hint={t`What did you like? How fresh were the flowers? ${length}/2000`}
        error={errors.comment?.message && serverWords(errors.comment.message)}
        {...register('comment')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Sending…`}>
        <Trans>Submit review</Trans>
      </Button>
    </form>
  );
}
