import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '@/components/feedback/modal-store';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-time';
import type { CardAlertProps } from '../lib/card-alert';
import { cardText } from '../lib/card-text';
import { CardFace } from './card-face';

/** SPEC §1 creation and expiry alerts: the card, what happened, and the way to it. */
export function CardAlertModal({ props, events, close, titleId }: ModalContentProps<CardAlertProps>) {
  const { t, i18n } = useTranslation('card-notices');
  const { card, kind } = props;
  const text = cardText(card, i18n.language);
  const finish = (event: 'seen' | 'view') => {
    close();
    events[event]?.();
  };
  return (
    <div className="flex flex-col gap-4 text-center" data-testid={`card-alert-${kind}`}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t(kind === 'create' ? 'alerts.createTitle' : 'alerts.expireTitle')}
      </h2>
      <div className="mx-auto w-full max-w-72">
        <CardFace card={card} />
      </div>
      {/* The card's name is on its face just above, not in the sentence: the browser's Thai line breaking
          splits transliterated names it has no word for ('ส|ตาร์ไลท์'). */}
      <p className="text-ink-700">
        {kind === 'create'
          ? t('alerts.createBody', { company: text.company })
          : t('alerts.expireBody', { date: formatDate(card.expires_at, i18n.language) })}
      </p>
      <div className="grid w-full gap-3 tablet:grid-cols-2">
        <Button variant="secondary" onClick={() => finish('seen')} data-testid="card-alert-close">
          {t('alerts.close')}
        </Button>
        <Button onClick={() => finish('view')} data-testid="card-alert-view">
          {t('alerts.view')}
        </Button>
      </div>
    </div>
  );
}
