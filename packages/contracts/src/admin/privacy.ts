import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { memberIdField } from '../fields.js';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '../privacy.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField } from './admin-shapes.js';

/** A member's PDPA request as operators follow it (DESIGN §16): answered by `due_at`, 30 days on. */
export const adminPrivacyRequestSchema = z.object({
  id: z.uuid(),
  /** The member code (`CR` and eight digits), as everywhere in the console. */
  member_id: z.string(),
  /** Null once the member's personal data is erased. */
  member_name: z.string().nullable(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  created_at: instantField,
  due_at: instantField,
  /** A deletion's erasure time; null for exports. */
  erase_after: instantField.nullable(),
  completed_at: instantField.nullable(),
  /** The admin who carried it out ahead of the programme's own jobs; null when the jobs did. */
  processed_by_name: z.string().nullable(),
  /** The last failure (English, for operators) while the jobs retry it. */
  error: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;

export const listPrivacyRequests = defineAdminCall({
  name: 'ListPrivacyRequests',
  method: 'GET',
  path: '/privacy-requests',
  summary:
    'Members’ export and deletion requests, the earliest due first, by status, kind or member; `q` searches member codes and names',
  access: 'operator',
  params: z.object({}),
  input: adminListQuery(['due_at'], 'due_at').extend({
    status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
    kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
    member_id: memberIdField.optional(),
  }),
  output: pagedList(adminPrivacyRequestSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const processPrivacyRequest = defineAdminCall({
  name: 'ProcessPrivacyRequest',
  method: 'POST',
  path: '/privacy-requests/{id}/process',
  summary:
    'Carries out a pending request now: builds an export’s file, or erases a deletion’s personal data before its grace period ends. Audited',
  access: 'admin',
  params: z.object({ id: z.uuid({ error: 'invalid' }) }),
  input: z.strictObject({}),
  output: adminPrivacyRequestSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});
