import { pathOf } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { OtpForm } from '@/components/otp/otp-form';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { formatPhone } from '@/lib/format';
import { useOtpStore } from '@/lib/otp/otp-store';
import { changeContact } from '../api/change-contact';

/**
 * confirm-otp: the code sent to the new contact, then ChangeEmail / ChangeMobileNo. `onChanged` lets
 * the caller refresh the profile it shows.
 */
export function ConfirmContactOtp({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const pending = useOtpStore((state) => state.pending);
  const [changed, setChanged] = useState<{ channel: string; recipient: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  if (changed) {
    return (
      <Card padding="lg" className="flex flex-col gap-5">
        <Notice tone="success" testId="contact-changed">
          {t(changed.channel === 'email' ? 'contact.emailChanged' : 'contact.mobileChanged', {
            value: changed.channel === 'email' ? changed.recipient : formatPhone(changed.recipient),
          })}
        </Notice>
        <ButtonLink to={pathOf('edit-profile')} variant="secondary">
          {t('contact.backToProfile')}
        </ButtonLink>
      </Card>
    );
  }

  if (pending?.purpose !== 'change_contact') {
    return (
      <EmptyState action={<ButtonLink to={pathOf('edit-profile')}>{t('contact.backToProfile')}</ButtonLink>}>
        {t('contact.noCode')}
      </EmptyState>
    );
  }

  const onVerified = async () => {
    setError(null);
    try {
      await withLoader(changeContact(pending));
      useOtpStore.getState().clear();
      setChanged({ channel: pending.channel, recipient: pending.recipient });
      onChanged();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <Card padding="lg" className="flex flex-col gap-5">
      <OtpForm pending={pending} onVerified={() => void onVerified()} />
      {error ? (
        <Notice testId="contact-change-error">
          {errorText}{' '}
          <Link
            to={pathOf(pending.channel === 'email' ? 'change-email' : 'change-mobile')}
            className="font-semibold underline underline-offset-2"
          >
            {t('contact.startAgain')}
          </Link>
        </Notice>
      ) : null}
    </Card>
  );
}
