import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { safeReturnPath } from '../../../lib/admin-paths';
import { ConsoleDoor } from './console-door';
import { SignInForm } from './sign-in-form';

/** The console's front door: an operator who is not signed in lands here, and returns where they were. */
export function SignInScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isSessionEnded = search.get('ended') === '1';
  return (
    <ConsoleDoor>
      <h1 className="text-2xl font-bold text-ink-900">{t('signIn.title')}</h1>
      <p className="text-ink-600">{t('signIn.body')}</p>
      {isSessionEnded ? (
        <Notice tone="success" testId="session-ended">
          {t('signIn.sessionEnded')}
        </Notice>
      ) : null}
      <SignInForm onSignedIn={() => navigate(safeReturnPath(search.get('next')), { replace: true })} />
    </ConsoleDoor>
  );
}
