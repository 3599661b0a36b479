import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LogoMark } from '@/components/ui/logo';
import { Notice } from '@/components/ui/notice';
import { safeReturnPath } from '../../../lib/admin-paths';
import { SignInForm } from './sign-in-form';

/** The console's front door: an operator who is not signed in lands here, and returns where they were. */
export function SignInScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isSessionEnded = search.get('ended') === '1';
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-10">
      <Card padding="xl" className="flex w-full max-w-md flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <span className="flex items-center gap-2 font-semibold text-ink-800">
            <LogoMark className="size-8 text-brand-600" />
            {t('console.short')}
          </span>
          <LanguageSwitch />
        </div>
        <h1 className="text-2xl font-bold text-ink-900">{t('signIn.title')}</h1>
        <p className="text-ink-600">{t('signIn.body')}</p>
        {isSessionEnded ? (
          <Notice tone="success" testId="session-ended">
            {t('signIn.sessionEnded')}
          </Notice>
        ) : null}
        <SignInForm onSignedIn={() => navigate(safeReturnPath(search.get('next')), { replace: true })} />
      </Card>
    </main>
  );
}
