// 'Generate New': the description box with its live counter, Generate AI Design, the progress
// overlay while the design is drawn, and the result with Discard and Place Custom Order. A guest
// is sent to /login (and back here afterwards) with what they typed kept for their return.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PROMPT_MAX_LENGTH } from '@phoolwari/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useGenerateDesign } from '../api/generate-design';
import type { CustomOrder } from '../lib/types';
import { useDraftActions } from '../lib/use-draft-actions';
import { DesignImage, IMAGE_SIZES } from './design-image';
import { DraftActions } from './draft-actions';
import { drawnByStudio, FallbackNote } from './fallback-note';
import { GenerationProgress } from './generation-progress';

export const LOGIN_TO_CREATE = msg`Please login to create custom orders`;
export const ENTER_DESCRIPTION = msg`Please enter a description`;
export const GENERATED = msg`AI design generated successfully!`;
export const GENERATED_BY_STUDIO = msg`Your design preview is ready`;
export const GENERATED_FALLBACK = msg`Design created using fallback image (AI service temporarily unavailable)`;
export const GENERATE_FAILED = msg`Failed to generate image`;
export const DESCRIPTION_LABEL = msg`Describe your flower design`;

/** A guest's description, kept while they sign in (this tab only). */
const DRAFT_KEY = 'phoolwari.custom-design-prompt';

function readKeptPrompt(): string {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

interface GeneratePanelProps {
  /** After a design is placed: show it under My Orders. */
  onPlaced: () => void;
}

export function GeneratePanel({ onPlaced }: GeneratePanelProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const generate = useGenerateDesign();
  const actions = useDraftActions();
  const textareaId = useId();
  const counterId = useId();
  const [prompt, setPrompt] = useState(readKeptPrompt);
  const [result, setResult] = useState<CustomOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The kept description has been restored into the box; it is not needed again.
  useEffect(() => {
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  }, []);

  const length = prompt.length;
  const trimmed = prompt.trim();
  const tooLong = trimmed.length > PROMPT_MAX_LENGTH;
  const busy = generate.isPending;
  const requested = result?.prompt;

  function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!user) {
      toast.error(t(LOGIN_TO_CREATE));
      try {
        if (trimmed) sessionStorage.setItem(DRAFT_KEY, prompt);
      } catch {
        // Storage unavailable: the guest types it again.
      }
      void navigate('/login', { state: { from: location.pathname + location.search } });
      return;
    }
    if (!trimmed) {
      toast.error(t(ENTER_DESCRIPTION));
      return;
    }
    if (tooLong) return;
    setFailure(null);
    generate.mutate(
      { prompt: trimmed },
      {
        onSuccess: ({ customOrder }) => {
          setResult(customOrder);
          if (customOrder.fallback && !drawnByStudio(customOrder)) toast.info(t(GENERATED_FALLBACK));
          else toast.success(t(customOrder.fallback ? GENERATED_BY_STUDIO : GENERATED));
        },
        onError: (error) => {
          const failed = t(GENERATE_FAILED);
          const message = errorMessage(error, failed);
          setFailure(message === failed ? message : t`Failed to generate image: ${message}`);
          toast.error(message);
        },
      },
    );
  }

  // Ctrl+Enter (⌘+Enter) sends the form from inside the box; a plain Enter is a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="relative rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" aria-busy={busy || undefined}>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <label htmlFor={textareaId} className="block text-sm font-medium text-gray-800">
            {t(DESCRIPTION_LABEL)}
          </label>
          <textarea
            id={textareaId}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            onKeyDown={onKeyDown}
            rows={6}
            // Typing or pasting stops at the limit, with the counter at 500/500, instead of running on.
            maxLength={PROMPT_MAX_LENGTH}
            // Read-only rather than disabled while drawing: the text stays selectable and in the tab order.
            readOnly={busy}
            aria-invalid={tooLong || undefined}
            aria-describedby={counterId}
            placeholder={t`e.g. A bouquet of pink roses and white lilies with baby's breath, for an anniversary dinner table`}
            className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 read-only:bg-gray-50 ${
              tooLong ? 'border-red-700' : 'border-gray-400'
            }`}
          />
          <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
            <p id={counterId} className={tooLong ? 'font-medium text-red-700' : 'text-gray-600'}>
              <span data-testid="prompt-counter">
                {length}/{PROMPT_MAX_LENGTH}
              </span>
              <span className="sr-only">
                {' '}
                <Trans>characters</Trans>
              </span>
              {tooLong && (
                <span>
                  {' '}
                  <Trans>— please shorten your description to {PROMPT_MAX_LENGTH} characters</Trans>
                </span>
              )}
            </p>
            <p className="hidden text-gray-600 sm:block">
              <Trans>Ctrl + Enter to generate</Trans>
            </p>
          </div>
          <FormAlert message={failure} />
          <Button type="submit" className="w-full" disabled={!trimmed || tooLong} busy={busy} busyLabel={t`Generating…`}>
            <Trans>Generate AI Design</Trans>
          </Button>
        </form>
        {busy && <GenerationProgress />}
      </div>

      {result && requested !== undefined && (
        <section
          aria-labelledby="design-result-title"
          data-testid="design-result"
          className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
        >
          <DesignImage src={result.generatedImage} alt={t`Generated design: ${requested}`} sizes={IMAGE_SIZES.detail} priority />
          <div className="space-y-3 p-4 sm:p-6">
            <h2 id="design-result-title" className="text-lg font-semibold text-gray-900">
              <Trans>Your design</Trans>
            </h2>
            {result.fallback && <FallbackNote design={result} />}
            <div>
              <h3 className="text-sm font-medium text-gray-700">
                <Trans>Your request</Trans>
              </h3>
              <p className="mt-1 whitespace-pre-line text-gray-900">{result.prompt}</p>
            </div>
            <p className="text-sm text-gray-700">
              <Trans>Happy with it? Place it and our florists will price it. Not quite right? Change the description and generate again.</Trans>
            </p>
            <DraftActions
              designId={result._id}
              actions={actions}
              onDiscarded={() => setResult(null)}
              onPlaced={() => {
                setResult(null);
                setPrompt('');
                onPlaced();
              }}
            />
          </div>
        </section>
      )}
    </div>
  );
}
