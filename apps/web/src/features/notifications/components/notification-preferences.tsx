import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { Switch } from '@/components/ui/switch';
import { useErrorText } from '@/lib/error-message';
import { type PreferencesInput, usePreferences, useUpdatePreferences } from '../api/preferences';

/**
 * The profile's notification settings (DESIGN §15): LINE messages and e-mails on or off, each switch saved
 * at once with both channels as the call takes them, and both held still until the answer comes. The
 * inbox cannot be turned off, and the card says so rather than offering a switch that does nothing.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const failure = useErrorText(update.error);

  if (preferences.isPending) {
    return (
      <Card className="h-48 animate-pulse" aria-busy="true" data-testid="notification-preferences-skeleton">
        <span className="sr-only">{t('preferences.title')}</span>
      </Card>
    );
  }
  if (preferences.isError) {
    return (
      <LoadError
        title={t('preferences.loadError')}
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  // While saving, the switches show what the member asked for; a refusal puts back what the server holds.
  const shown = update.isPending ? update.variables : { Line: preferences.data.line, Email: preferences.data.email };
  const save = (change: Partial<PreferencesInput>) => update.mutate({ ...shown, ...change });

  return (
    <Card as="section" aria-labelledby="notification-preferences-title" className="flex flex-col gap-3">
      <h2 id="notification-preferences-title" className="text-lg font-bold text-ink-900">
        {t('preferences.title')}
      </h2>
      <p className="text-ink-700">{t('preferences.intro')}</p>
      <div className="flex flex-col divide-y divide-ink-100" aria-busy={update.isPending}>
        <Switch
          label={t('preferences.line')}
          hint={t('preferences.lineHint')}
          checked={shown.Line}
          disabled={update.isPending}
          onChange={(line) => save({ Line: line })}
          testId="preference-line"
        />
        <Switch
          label={t('preferences.email')}
          hint={t('preferences.emailHint')}
          checked={shown.Email}
          disabled={update.isPending}
          onChange={(email) => save({ Email: email })}
          testId="preference-email"
        />
      </div>
      <p className="text-sm text-ink-600">{t('preferences.inboxAlwaysOn')}</p>
      {update.isSuccess ? (
        <Notice tone="success" testId="notification-preferences-saved">
          {t('preferences.saved')}
        </Notice>
      ) : null}
      {update.isError ? (
        <Notice testId="notification-preferences-error">
          <p className="font-semibold">{t('preferences.saveError')}</p>
          <p>{failure}</p>
        </Notice>
      ) : null}
    </Card>
  );
}
