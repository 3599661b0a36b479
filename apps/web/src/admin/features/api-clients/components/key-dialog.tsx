import type { ApiClientWithKey } from '@loyalty/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Dialog } from '@/components/ui/dialog';

/**
 * A client's key, shown the one time the server answers it (made or rotated, DESIGN §13): readable,
 * selected on opening (the first thing in the dialog) and copyable, with a plain warning that it cannot be
 * shown again.
 */
export function KeyDialog({ client, onDone }: { client: ApiClientWithKey; onDone: () => void }) {
  const { t } = useTranslation('admin-api-clients');
  const titleId = useId();
  const keyId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(client.key);
      setCopy('copied');
    } catch (error) {
      console.error('The API key could not be copied', error);
      setCopy('failed');
    }
  };

  return (
    <Dialog
      aria-labelledby={titleId}
      onDismiss={onDone}
      className={cardClasses(
        { elevation: 'lg', padding: 'lg' },
        'm-auto w-[calc(100%-2rem)] max-w-xl flex-col gap-4 backdrop:bg-ink-900/40 open:flex',
      )}
      data-testid="api-key-dialog"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('keyTitle', { name: client.name })}
      </h2>
      <p className="text-ink-700">{t('keyOnce')}</p>
      <label htmlFor={keyId} className="font-medium text-ink-800">
        {t('keyLabel')}
      </label>
      <input
        id={keyId}
        readOnly
        value={client.key}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-md border border-ink-300 bg-ink-50 px-3 font-mono text-sm text-ink-900"
        data-testid="api-key-value"
      />
      <p role="status" className="min-h-5 text-sm text-ink-700">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={copyKey} data-testid="api-key-copy">
          {t('copy')}
        </Button>
        <Button onClick={onDone} data-testid="api-key-done">
          {t('keyDone')}
        </Button>
      </div>
    </Dialog>
  );
}
