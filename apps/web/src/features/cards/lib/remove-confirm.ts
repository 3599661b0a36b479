import { openModal, registerModalType } from '@/components/feedback/modal-store';

export const CARD_REMOVE_MODAL = 'cardRemoveConfirm';

export interface CardRemoveProps {
  name: string;
}

registerModalType<CardRemoveProps>(CARD_REMOVE_MODAL, () =>
  import('../components/card-remove-modal').then((module) => module.CardRemoveModal),
);

/** "Remove this card?": `onConfirm` runs only when the member presses Remove. */
export function confirmCardRemoval(props: CardRemoveProps, onConfirm: () => void): number {
  return openModal<CardRemoveProps>({
    type: CARD_REMOVE_MODAL,
    position: 'center',
    persistent: false,
    props,
    events: { confirmed: onConfirm },
  });
}
