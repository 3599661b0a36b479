import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PICKER_BUTTON =
  'inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

/**
 * A file field in the console's language: the browser's own button and "No file chosen" follow the
 * browser's language, not the page's, so a Thai console showed them in English. The input stays the
 * real one (keyboard, screen readers, tests that set files), hidden behind a labelled button and the
 * chosen file's name.
 */
export function FilePicker({
  label,
  hint,
  accept,
  disabled = false,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  accept: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const hintId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1.5 text-ink-900">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          className="peer sr-only"
          onChange={(event) => {
            setFileName(event.target.files?.[0]?.name ?? null);
            onChange(event);
          }}
          data-testid={testId}
        />
        <label htmlFor={inputId} className={PICKER_BUTTON} aria-hidden="true">
          {t('file.choose')}
        </label>
        <span
          className="min-w-0 text-sm wrap-anywhere text-ink-700"
          data-testid={testId ? `${testId}-name` : undefined}
        >
          {fileName ?? t('file.none')}
        </span>
      </div>
      {hint ? (
        <span id={hintId} className="text-sm text-ink-600">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
