import { type AdminCallInput, listAudit } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';

export type AuditListInput = AdminCallInput<typeof listAudit>;

/** GET /audit: one page of the trail, newest first, narrowed by operator, action, record and time. */
export function useAuditList(input: AuditListInput) {
  return useQuery(adminListQuery(listAudit, input));
}
