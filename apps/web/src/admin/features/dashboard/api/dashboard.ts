import { getDashboard } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';

/** GET /dashboard: the programme's figures and the work waiting, read afresh each time it opens. */
export function useDashboard() {
  return useQuery({
    queryKey: adminCallKey(getDashboard),
    queryFn: ({ signal }) => callAdmin(getDashboard, { signal }),
    staleTime: 0,
  });
}
