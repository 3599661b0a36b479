import { pathOf } from '@loyalty/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCardAlertList } from '../api/get-active-virtual-card-list';
import { useAcknowledgeCreateAlert } from '../api/update-create-alert';
import { useAcknowledgeExpireAlert } from '../api/update-expire-alert';
import { firstPendingAlert, isCardAlertOpen, openCardAlert } from '../lib/card-alert';

/**
 * Raises the new-card and expiry alerts (DESIGN §12) one at a time on the card list (home names them in
 * its card notice instead). An alert leaves the cache the moment the member answers it, so it is never
 * raised twice, and the next one follows.
 */
export function CardAlerts() {
  const alerts = useCardAlertList();
  const acknowledgeCreate = useAcknowledgeCreateAlert();
  const acknowledgeExpire = useAcknowledgeExpireAlert();
  const navigate = useNavigate();
  const pending = firstPendingAlert(alerts.data?.items);
  const cardId = pending?.card.card_id;
  const kind = pending?.kind;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one modal per (card, kind); the card object itself changes with every cache update.
  useEffect(() => {
    if (!pending || isCardAlertOpen()) return;
    const acknowledge = () =>
      (pending.kind === 'create' ? acknowledgeCreate : acknowledgeExpire).mutate(pending.card.card_id);
    openCardAlert(pending, {
      seen: acknowledge,
      view: () => {
        acknowledge();
        void navigate(pathOf('member-card-detail', { id: String(pending.card.card_id) }));
      },
    });
  }, [cardId, kind]);

  return null;
}
