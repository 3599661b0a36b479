import { identifyMember } from './members.js';

/**
 * Every call of the till and partner API (DESIGN §13): the API registers, documents and fuzzes each; a new
 * call is added here.
 */
export const partnerApiCalls = { identifyMember } as const;
