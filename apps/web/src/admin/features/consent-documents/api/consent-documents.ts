import { type AdminCallInput, listConsentDocuments, publishConsentDocument } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';
import { useAdminWrite } from '../../../lib/admin-write';

export type ConsentDocumentListInput = AdminCallInput<typeof listConsentDocuments>;

/** GET /consent-documents: one page of the published policy and terms versions. */
export function useConsentDocumentList(input: ConsentDocumentListInput) {
  return useQuery(adminListQuery(listConsentDocuments, input));
}

/** POST /consent-documents (admins): a new version, never edited after; the list reads afresh. */
export function usePublishConsentDocument() {
  return useAdminWrite(publishConsentDocument, listConsentDocuments);
}
