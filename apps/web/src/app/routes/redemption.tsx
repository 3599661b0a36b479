import { useParams } from 'react-router';
import { RedemptionScreen } from '@/features/privileges/components/redemption-screen';
import { Framed } from './framed';
import { NotFoundRoute } from './not-found';

/** A route id the contracts would accept: a positive whole number. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function RedemptionRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundRoute />;
  // Keyed by id: another redemption starts with a fresh store-code form.
  return <Framed>{<RedemptionScreen key={id} redemptionId={id} />}</Framed>;
}
