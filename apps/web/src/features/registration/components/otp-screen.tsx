import { type OtpVerified, pathOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OtpForm } from '@/components/otp/otp-form';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useOtpStore } from '@/lib/otp/otp-store';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { startSession } from '@/lib/session';

/**
 * otp: the registration code. The identity's owner signs in (a `bcrm-member` token goes home); a new
 * identity gets a `bcrm-register` token and goes on to register (DESIGN §5 registration).
 */
export function OtpScreen() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useOtpStore((state) => state.pending);

  if (pending?.purpose !== 'register') {
    return (
      <EmptyState action={<ButtonLink to={pathOf('phone')}>{t('otp.startAgain')}</ButtonLink>}>
        {t('otp.noCode')}
      </EmptyState>
    );
  }

  const onVerified = (result: OtpVerified) => {
    if (!result.token) return;
    startSession(result.token);
    useOtpStore.getState().clear();
    const isMember = result.scope?.split(' ').includes('bcrm-member') ?? false;
    if (isMember) {
      useRegistrationDraftStore.getState().reset();
      queryClient.removeQueries();
    }
    void navigate(pathOf(isMember ? 'home' : 'register'), { replace: true });
  };

  return (
    <Card elevation="tablet" padding="lg" className="flex flex-col gap-5">
      {/* Back to phone, whose field still holds what was typed (the draft keeps it). */}
      <OtpForm pending={pending} onVerified={onVerified} onEditRecipient={() => void navigate(pathOf('phone'))} />
    </Card>
  );
}
