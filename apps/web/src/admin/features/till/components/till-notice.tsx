import { Notice } from '@/components/ui/notice';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import { type TillStep, useTillRefusalText } from '../lib/till-refusal';

type NoticeSource = Pick<ContractForm<Record<string, unknown>, unknown>, 'failure' | 'unplacedErrors'>;

/**
 * A till form's refusal in the till's words (`useTillRefusalText`), with the errors of fields the form
 * does not show, so nothing the server says goes unseen.
 */
export function TillNotice({ form, step, testId }: { form: NoticeSource; step: TillStep; testId: string }) {
  const failure = useTillRefusalText(step, form.failure);
  if (!form.failure && form.unplacedErrors.length === 0) return null;
  return (
    <Notice testId={testId}>
      {form.failure ? <p className="font-semibold">{failure}</p> : null}
      {form.unplacedErrors.length > 0 ? (
        <ul className="list-disc pl-5">
          {form.unplacedErrors.map(({ field, text }) => (
            <li key={field}>{text}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
