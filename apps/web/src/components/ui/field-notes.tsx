import type { FieldsetHTMLAttributes, ReactNode } from 'react';

/** A field's error under it, announced when it appears; its control names `id` in `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-brand-700" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * A field's hint and error under it, with the ids its control names in `aria-describedby` (TextField,
 * TextAreaField, the article editor).
 */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </>
  );
}

interface FieldGroupProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  legend: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}

/** Several controls answering one question under one legend (ChoiceGroup, BirthDateField), with its error. */
export function FieldGroup({ legend, error, errorId, children, ...rest }: FieldGroupProps) {
  return (
    <fieldset className="flex flex-col gap-1.5" {...rest}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
