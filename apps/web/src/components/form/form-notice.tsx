import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import type { ContractForm } from '@/lib/forms/use-contract-form';

type NoticeSource = Pick<ContractForm<Record<string, unknown>, unknown>, 'failure' | 'unplacedErrors'>;

/**
 * A form's notice (SPEC §8 inline errors): a refusal that belongs to no field in the member's language,
 * and the errors of fields the form does not show, so no error the server sends goes unseen. The console
 * words a refusal about the member (`describeFailure`) where the contract's words speak to the member.
 */
export function FormNotice({
  form,
  testId,
  describeFailure,
}: {
  form: NoticeSource;
  testId?: string;
  describeFailure?: (failure: unknown) => string | undefined;
}) {
  const errorText = useErrorText(form.failure);
  const described = form.failure ? describeFailure?.(form.failure) : undefined;
  const failureText = described ?? errorText;
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
