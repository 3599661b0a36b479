import type { AuditActor } from '../modules/audit/audit-service.js';

/**
 * Who the audit trail names for a write made with `npm run admin` (decision 011): no operator signed
 * in and no request; the operating system's login is the terminal's own record of the person.
 */
export const TERMINAL_ACTOR: AuditActor = { operatorId: null, requestId: null };
