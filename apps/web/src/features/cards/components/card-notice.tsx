import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/content-icons';
import { formatDate } from '@/lib/format-time';
import { useCardAlertList } from '../api/get-active-virtual-card-list';
import { useAcknowledgeCreateAlert } from '../api/update-create-alert';
import { useAcknowledgeExpireAlert } from '../api/update-expire-alert';

/**
 * Home's one calm word about member cards (issue 34): new cards and cards expiring soon (DESIGN §12)
 * in a notice that blocks nothing, instead of a dialog per card. Viewing or dismissing it acknowledges
 * every alert it names, so the server remembers it was seen, on every device.
 */
export function CardNotice() {
  const { t, i18n } = useTranslation('card-notices');
  const alerts = useCardAlertList();
  const acknowledgeCreate = useAcknowledgeCreateAlert();
  const acknowledgeExpire = useAcknowledgeExpireAlert();
  const cards = alerts.data?.items ?? [];
  const created = cards.filter((card) => card.show_create_alert);
  // Favourites come first in the list, so the earliest expiry is found here: it is the date worth naming.
  const expiring = cards
    .filter((card) => card.show_expire_alert)
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at));
  const named = [...created, ...expiring];
  const [onlyCard] = named;
  if (!onlyCard) return null;

  const acknowledgeAll = () => {
    for (const card of created) acknowledgeCreate.mutate(card.card_id);
    for (const card of expiring) acknowledgeExpire.mutate(card.card_id);
  };
  const isOneCard = new Set(named.map((card) => card.card_id)).size === 1;
  const firstExpiry = expiring[0]?.expires_at;

  return (
    <section
      aria-labelledby="card-notice-title"
      className="flex items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm"
      data-testid="home-card-notice"
    >
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="card-notice-title" className="font-semibold text-ink-900">
          {t('notice.title')}
        </h2>
        {created.length > 0 ? <p className="text-ink-700">{t('notice.new', { count: created.length })}</p> : null}
        {firstExpiry ? (
          <p className="text-ink-700">
            {t('notice.expiring', { count: expiring.length, date: formatDate(firstExpiry, i18n.language) })}
          </p>
        ) : null}
        <Link
          to={isOneCard ? pathOf('member-card-detail', { id: String(onlyCard.card_id) }) : pathOf('member-card-list')}
          onClick={acknowledgeAll}
          className="mt-1 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-2"
          data-testid="card-notice-view"
        >
          {isOneCard ? t('notice.viewOne') : t('notice.viewAll')}
        </Link>
      </div>
      <button
        type="button"
        onClick={acknowledgeAll}
        aria-label={t('notice.dismiss')}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-brand-600"
        data-testid="card-notice-dismiss"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}
