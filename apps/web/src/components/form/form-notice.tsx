import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import type { ContractForm } from '@/lib/forms/use-contract-form';

type NoticeSource = Pick<ContractForm<Record<string, unknown>, unknown>, 'failure' | 'unplacedErrors'>;

/**
 * A form's notice (SPEC §8 inline errors): a refusal that belongs to no field in the member's language,
 * and the errors of fields the form does not show, so no error the server sends goes unseen.
 */
export function FormNotice({ form, testId }: { form: NoticeSource; testId?: string }) {
  const failureText = useErrorText(form.failure);
  if (!form.failure && form.unplacedErrors.length === 0) return null;
  return (
    <Notice testId={testId}>
      {form.failure ? <p>{failureText}</p> : null}
      {form.unplacedErrors.length > 0 ? (
        <ul className="list-disc pl-5" data-testid="form-unplaced-errors">
          {form.unplacedErrors.map(({ field, text }) => (
            <li key={field}>{text}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
