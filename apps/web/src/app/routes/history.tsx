import type { Redemption } from '@loyalty/contracts';
import { useParams } from 'react-router';
import { HistoryScreen } from '@/features/history/components/history-screen';
import { TrackingScreen } from '@/features/history/components/tracking-screen';
import { RedemptionStateBadge } from '@/features/privileges/components/redemption-state-badge';
import { Framed } from './framed';
import { idParam } from './id-param';
import { NotFoundRoute } from './not-found';

/** History rows show a redemption's state as the redemption screen does: the privileges feature's badge. */
const renderRedemptionState = (state: Redemption['state']) => <RedemptionStateBadge state={state} />;

export const HistoryRoute = () => <Framed>{<HistoryScreen renderState={renderRedemptionState} />}</Framed>;

export function TrackingStatusRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundRoute />;
  return <Framed>{<TrackingScreen redemptionId={id} />}</Framed>;
}
