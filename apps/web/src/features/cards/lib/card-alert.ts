import type { VirtualCard } from '@loyalty/contracts';
import { openModal, registerModalType, useModalStore } from '@/components/feedback/modal-store';

export const CARD_ALERT_MODAL = 'cardAlert';

export type CardAlertKind = 'create' | 'expire';

export interface CardAlertProps {
  card: VirtualCard;
  kind: CardAlertKind;
}

registerModalType<CardAlertProps>(CARD_ALERT_MODAL, () =>
  import('../components/card-alert-modal').then((module) => module.CardAlertModal),
);

/** The first alert the member has not yet seen: new cards before expiring ones (DESIGN §12), on the card list. */
export function firstPendingAlert(cards: readonly VirtualCard[] | undefined): CardAlertProps | null {
  const created = cards?.find((card) => card.show_create_alert);
  if (created) return { card: created, kind: 'create' };
  const expiring = cards?.find((card) => card.show_expire_alert);
  return expiring ? { card: expiring, kind: 'expire' } : null;
}

export function isCardAlertOpen(): boolean {
  return useModalStore.getState().modals.some((modal) => modal.type === CARD_ALERT_MODAL);
}

/** Either button acknowledges the alert; "View card" also opens the card. */
export function openCardAlert(props: CardAlertProps, events: { seen: () => void; view: () => void }): number {
  return openModal<CardAlertProps>({ type: CARD_ALERT_MODAL, position: 'center', props, events });
}
