import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

/**
 * A half-typed form is not lost by a stray click (DESIGN §11 "For a team"): while `hasChanges`, moving to
 * another console page asks first, and closing or reloading the tab gets the browser's own question. A
 * change of the address's query alone (the list behind the form paging) keeps the form, so it is let by.
 */
export function LeaveGuard({ hasChanges }: { hasChanges: boolean }) {
  const { t } = useTranslation('admin');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasChanges) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasChanges]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('content.leaveTitle')}
      confirmLabel={t('content.leave')}
      cancelLabel={t('content.keepEditing')}
      isPending={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>{t('content.leaveBody')}</p>
    </ConfirmDialog>
  );
}
