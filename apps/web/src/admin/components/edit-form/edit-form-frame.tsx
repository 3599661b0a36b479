import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import { LeaveGuard } from './leave-guard';

/** What the frame needs of a contract form: its submit, its pending state and its notice's errors. */
export type FramedForm<Output> = Pick<
  ContractForm<FieldValues, Output>,
  'failure' | 'unplacedErrors' | 'isPending' | 'submit' | 'formState'
>;

/** The submit button says Create or Save changes by whether the entry is new, unless the form words it. */
type SubmitWords = { isNew: boolean; submitLabel?: never } | { submitLabel: string; isNew?: never };

type EditFormFrameProps<Output, Saved> = SubmitWords & {
  form: FramedForm<Output>;
  /** The heading's id: the heading names the form. */
  titleId: string;
  title: string;
  /** Sends a valid input; a refusal lands on the fields or the notice. */
  onSave: (input: Output) => Promise<Saved>;
  /** What follows a save: the form closes, or opens on what was saved. */
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
  testId?: string;
  noticeTestId?: string;
  /** The fields, on the frame's grid: two columns on a desktop. */
  children: ReactNode;
  /** Shown under the buttons, inside the form. */
  footer?: ReactNode;
};

/**
 * A back-office edit form's card: its heading, the fields, the notice, and submit and cancel buttons;
 * leaving it with changes not saved asks first.
 */
export function EditFormFrame<Output, Saved>({
  form,
  titleId,
  title,
  onSave,
  onSaved,
  onCancel,
  testId,
  noticeTestId,
  children,
  footer,
  ...words
}: EditFormFrameProps<Output, Saved>) {
  const { t } = useTranslation('admin');
  const [isSaved, setIsSaved] = useState(false);
  // Read during render: react-hook-form tracks only the form state a render reads.
  const { isDirty } = form.formState;

  return (
    <form
      onSubmit={form.submit(async (input) => {
        const saved = await onSave(input);
        // What follows a save (a new page for the entry) leaves nothing unsaved behind.
        flushSync(() => setIsSaved(true));
        onSaved(saved);
      })}
      // A form kept open after its save is guarded again from its next typed change.
      onChange={() => setIsSaved(false)}
      noValidate
      aria-labelledby={titleId}
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'grid gap-4 desktop:grid-cols-2')}
      data-testid={testId}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink-900 desktop:col-span-2">
        {title}
      </h2>
      {children}
      <div className="desktop:col-span-2">
        <FormNotice form={form} testId={noticeTestId} />
      </div>
      <div className="flex flex-wrap gap-3 desktop:col-span-2">
        <Button type="submit" disabled={form.isPending} data-testid="content-save">
          {words.submitLabel ?? (words.isNew ? t('content.create') : t('content.save'))}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('content.cancel')}
        </Button>
      </div>
      {footer}
      <LeaveGuard hasChanges={isDirty && !isSaved} />
    </form>
  );
}
