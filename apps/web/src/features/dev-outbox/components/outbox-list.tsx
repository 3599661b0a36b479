import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import { useOutbox } from '../api/get-outbox';
import { LineFlexPreview } from './line-flex-preview';

/** The dev outbox: messages by recipient, with their one-time codes large enough to copy. */
export function OutboxList() {
  const { t, i18n } = useTranslation('dev');
  const [recipient, setRecipient] = useState('');
  const [filter, setFilter] = useState('');
  const outbox = useOutbox(filter);
  const format = new Intl.DateTimeFormat(i18n.language === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  return (
    <div className="flex flex-col gap-4">
      <form
        className={cardClasses({}, 'flex flex-col gap-3 tablet:flex-row tablet:items-end')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(recipient);
        }}
      >
        <TextField
          className="flex-1"
          label={t('recipient')}
          hint={t('recipientHint')}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <Button type="submit" className="tablet:mb-7">
          {t('show')}
        </Button>
      </form>
      {outbox.isError ? (
        <LoadError title={t('loadError')} error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : null}
      {outbox.data?.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : null}
      <ul className="flex flex-col gap-3" data-testid="outbox-list">
        {outbox.data?.map((item) => (
          <Card key={`${item.created_at}-${item.recipient}-${item.channel}`} as="li" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold uppercase text-brand-700">
                {t(`channel.${item.channel}`)}
              </span>
              <span className="font-semibold text-ink-900">{item.recipient}</span>
              <time className="ml-auto text-ink-500" dateTime={item.created_at}>
                {format.format(new Date(item.created_at))}
              </time>
            </div>
            {item.subject ? <p className="font-semibold text-ink-800">{item.subject}</p> : null}
            {item.otp ? (
              <p className="text-ink-600">
                {t('otp')} <span className="font-mono text-2xl font-bold tracking-widest text-ink-900">{item.otp}</span>
              </p>
            ) : null}
            {item.channel === 'line' ? (
              <LineFlexPreview body={item.body} />
            ) : (
              <p className="whitespace-pre-line text-ink-700">{item.body}</p>
            )}
          </Card>
        ))}
      </ul>
    </div>
  );
}
