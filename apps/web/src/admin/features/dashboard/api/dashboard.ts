import { getDashboard } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';

export type DashboardPeriod = z.input<typeof getDashboard.input>;

/**
 * GET /dashboard: the programme's figures, the work waiting and the finance figures of `period` (Bangkok
 * days; the server's last 30 days when empty), read afresh each time it opens.
 */
export function useDashboard(period: DashboardPeriod = {}) {
  return useQuery({
    queryKey: adminCallKey(getDashboard, period.from ?? '', period.to ?? ''),
    queryFn: ({ signal }) => callAdmin(getDashboard, { input: period, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
