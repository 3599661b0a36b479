import { identifyMember } from './members.js';
import {
  partnerCaptureHold,
  partnerListTransactions,
  partnerPlaceHold,
  partnerRecordSale,
  partnerRefundSale,
  partnerReleaseHold,
} from './transactions.js';

/**
 * Every call of the till and partner API (DESIGN §13): the API registers, documents and fuzzes each; a new
 * call is added here.
 */
export const partnerApiCalls = {
  identifyMember,
  partnerRecordSale,
  partnerRefundSale,
  partnerPlaceHold,
  partnerCaptureHold,
  partnerReleaseHold,
  partnerListTransactions,
} as const;
