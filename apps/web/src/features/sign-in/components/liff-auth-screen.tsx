import { pathOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { takeReturnPath } from '@/lib/return-path';
import { startSession } from '@/lib/session';
import { loginLiff } from '../api/login-liff';
import { loginWithLiff } from '../lib/liff-login';

/**
 * liff-auth: LINE log-in (DESIGN §7). The ID token goes to authentication/LoginLiff; a member goes
 * home (or to the deep link, or the page that asked to be returned to), a LINE user without a membership continues registration on phone.
 */
export function LiffAuthScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  useEffect(() => {
    let isCurrent = true;
    (async () => {
      const { idToken, deepLink } = await loginWithLiff();
      if (!idToken || !isCurrent) return;
      const session = await loginLiff(idToken);
      if (!isCurrent) return;
      startSession(session.token);
      queryClient.removeQueries();
      if (session.scope.split(' ').includes('bcrm-member')) {
        await navigate(deepLink ?? takeReturnPath() ?? pathOf('home'), { replace: true });
        return;
      }
      useRegistrationDraftStore.getState().update({ mbkType: 'line' });
      await navigate(pathOf('phone'), { replace: true });
    })().catch((failure: unknown) => {
      if (isCurrent) setError(failure);
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate, queryClient]);

  return (
    <Card elevation="tablet" padding="lg" className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('liffAuth.heading')}</h1>
      {error ? (
        <>
          <Notice testId="liff-error">{errorText}</Notice>
          <ButtonLink to={pathOf('login')} variant="secondary">
            {t('liffAuth.useEmail')}
          </ButtonLink>
        </>
      ) : (
        <p className="text-ink-600" role="status" aria-busy="true" data-testid="liff-progress">
          {t('liffAuth.body')}
        </p>
      )}
    </Card>
  );
}
