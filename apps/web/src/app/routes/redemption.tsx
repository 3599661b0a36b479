import { useParams } from 'react-router';
import { RedemptionScreen } from '@/features/privileges/components/redemption-screen';
import { Framed } from './framed';
import { idParam } from './id-param';
import { NotFoundRoute } from './not-found';

export function RedemptionRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundRoute />;
  // Keyed by id: another redemption starts with a fresh store-code form.
  return <Framed>{<RedemptionScreen key={id} redemptionId={id} />}</Framed>;
}
