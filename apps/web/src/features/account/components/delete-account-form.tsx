import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { useErrorText } from '@/lib/error-message';
import { formatLongDate } from '@/lib/format-time';
import { requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';
import type { CancelConfirmation } from '../api/cancel-membership';
import { requestDeletion } from '../api/request-deletion';
import { type CancellingMember, ownContactOf } from './cancel-membership-form';

type Method = 'password' | 'code';

const DAY_MS = 86_400_000;

/**
 * "Delete my account and personal data" (DESIGN §16, PDPA s.33): what is erased and when (the programme's
 * `deletion_grace_days`), what is kept, that points are forfeited; confirmed by the password or a code
 * like a cancellation. `onDeleted` gets the erase date the server set.
 */
export function DeleteAccountForm({
  member,
  graceDays,
  onDeleted,
}: {
  member: CancellingMember;
  graceDays: number;
  onDeleted: (eraseAfter: string | null) => void;
}) {
  const { t, i18n } = useTranslation('member');
  const contact = ownContactOf(member);
  const methods: Method[] = [
    ...(member.hasPassword ? (['password'] as const) : []),
    ...(contact ? (['code'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | ''>(methods[0] ?? '');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const pending = useOtpStore((state) => (state.pending?.purpose === 'cancel_membership' ? state.pending : null));
  const eraseOn = formatLongDate(new Date(Date.now() + graceDays * DAY_MS).toISOString(), i18n.language);

  const finish = async (confirmation: CancelConfirmation) => {
    setError(null);
    try {
      const request = await withLoader(requestDeletion(confirmation));
      useOtpStore.getState().clear();
      onDeleted(request.erase_after);
    } catch (failure) {
      setError(failure);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (method === 'password') {
      if (password !== '') await finish({ password });
      return;
    }
    if (method !== 'code' || !contact) return;
    setError(null);
    try {
      const challenge = await withLoader(requestOtpCode(contact, 'cancel_membership'));
      useOtpStore.getState().start({ ...contact, purpose: 'cancel_membership', challenge });
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <Card padding="lg" className="flex flex-col gap-4" data-testid="delete-account-form">
      <h2 className="text-lg font-bold text-ink-900">{t('deleteAccount.title')}</h2>
      <ul className="list-disc space-y-1 pl-5 text-ink-800" data-testid="delete-account-terms">
        <li>{t('deleteAccount.erased')}</li>
        <li>{t('deleteAccount.when', { count: graceDays, date: eraseOn })}</li>
        <li>{t('deleteAccount.kept')}</li>
        <li>{t('deleteAccount.points')}</li>
      </ul>
      {pending === null ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {methods.length > 1 ? (
            <ChoiceGroup
              legend={t('cancelMembership.confirmWith')}
              name="deleteMethod"
              value={method}
              options={methods.map((value) => ({ value, label: t(`cancelMembership.method.${value}`) }))}
              onChange={setMethod}
            />
          ) : null}
          {method === 'password' ? (
            <PasswordField
              label={t('cancelMembership.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={isSubmitted && password === '' ? t('cancelMembership.passwordRequired') : undefined}
              showLabel={t('cancelMembership.showPassword')}
              hideLabel={t('cancelMembership.hidePassword')}
              data-testid="delete-password"
            />
          ) : null}
          {method === '' ? <Notice>{t('cancelMembership.noMethod')}</Notice> : null}
          {error ? <Notice testId="delete-error">{errorText}</Notice> : null}
          <Button type="submit" disabled={method === ''} data-testid="delete-submit">
            {method === 'code' ? t('cancelMembership.sendCode') : t('deleteAccount.submit')}
          </Button>
        </form>
      ) : (
        <>
          <OtpForm
            pending={pending}
            onVerified={(result) => void finish({ refId: result.ref_id })}
            submitLabel={t('deleteAccount.submit')}
          />
          {error ? <Notice testId="delete-error">{errorText}</Notice> : null}
        </>
      )}
    </Card>
  );
}
