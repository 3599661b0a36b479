import { useParams } from 'react-router';
import { CardConditionScreen } from '@/features/cards/components/card-condition-screen';
import { CardDetailScreen, CardNotFound } from '@/features/cards/components/card-detail-screen';
import { CardListScreen } from '@/features/cards/components/card-list-screen';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { Framed } from './framed';

/** The card id of `/member-card-detail/:id` and `/member-card-condition/:id`; null when it cannot be one. */
function useCardId(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
}

export const MemberCardListRoute = () => (
  <Framed isWide>
    <CardListScreen />
  </Framed>
);

export function MemberCardDetailRoute() {
  const cardId = useCardId();
  const customer = useCustomerInfo();
  const memberName = [customer.data?.first_name, customer.data?.last_name].filter(Boolean).join(' ');
  return (
    <Framed>
      {cardId === null ? <CardNotFound /> : <CardDetailScreen key={cardId} cardId={cardId} memberName={memberName} />}
    </Framed>
  );
}

export function MemberCardConditionRoute() {
  const cardId = useCardId();
  return <Framed>{cardId === null ? <CardNotFound /> : <CardConditionScreen key={cardId} cardId={cardId} />}</Framed>;
}
