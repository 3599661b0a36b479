import { type AdminCallInput, listPrivacyRequests, processPrivacyRequest } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';
import { useAdminWrite } from '../../../lib/admin-write';

export type PrivacyRequestListInput = AdminCallInput<typeof listPrivacyRequests>;

/** GET /privacy-requests: one page of the queue, or one member's requests (`member_id`). */
export function usePrivacyRequestList(input: PrivacyRequestListInput) {
  return useQuery(adminListQuery(listPrivacyRequests, input));
}

/** POST /privacy-requests/{id}/process (admins): carries a pending request out now; the queue reads afresh. */
export function useProcessPrivacyRequest() {
  return useAdminWrite(processPrivacyRequest, listPrivacyRequests);
}
