import { useParams } from 'react-router';
import { HistoryScreen } from '@/features/history/components/history-screen';
import { TrackingScreen } from '@/features/history/components/tracking-screen';
import { Framed } from './framed';
import { NotFoundRoute } from './not-found';
import { idParam } from './redemption';

export const HistoryRoute = () => <Framed>{<HistoryScreen />}</Framed>;

export function TrackingStatusRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundRoute />;
  return <Framed>{<TrackingScreen redemptionId={id} />}</Framed>;
}
