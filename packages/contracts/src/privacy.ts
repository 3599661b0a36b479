import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';
import { otpRefField, passwordField } from './fields.js';

/** A member's PDPA requests (DESIGN §16): a copy of their data, or its erasure. */
export const PRIVACY_REQUEST_KINDS = ['export', 'deletion'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * An export is `pending` until its file is built, `ready` while it can be downloaded (7 days), then
 * `expired`; a deletion is `pending` through the grace period and `completed` once the data is erased.
 */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'ready', 'expired', 'completed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** How long an export's file can be downloaded once it is ready (DESIGN §16). */
export const PRIVACY_EXPORT_DAYS = 7;
/** PDPA s.30: a request is answered within 30 days. */
export const PRIVACY_REQUEST_DUE_DAYS = 30;

/** The consent purposes a member gives or withdraws: the required policy and the two optional ones. */
export const CONSENT_PURPOSES = ['consentandpolicy', 'newsandpromotions', 'preferenceandinterest'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
/** A member whose membership ended or was restricted keeps their PDPA rights (DESIGN §16). */
const privacyAccess = ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'] as const;

export const privacyRequestSchema = z.object({
  request_id: z.uuid(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  created_at: z.iso.datetime(),
  /** The export's file while it is `ready`: opened with the member's own session only. */
  download_url: z.string().nullable(),
  /** Until when `download_url` works (ready exports); null otherwise. */
  expires_at: z.iso.datetime().nullable(),
  /** When a pending deletion erases the personal data; null for exports. */
  erase_after: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** One change of one consent: given or withdrawn, for which version of the policy and terms. */
export const consentHistoryEntrySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  policy_version: z.string(),
  terms_version: z.string(),
  given: z.boolean(),
  at: z.iso.datetime(),
});
export type ConsentHistoryEntry = z.infer<typeof consentHistoryEntrySchema>;

export const getConsentHistory = defineCall({
  name: 'GetConsentHistory',
  method: 'GET',
  path: '/Privacy/GetConsentHistory',
  summary: 'Every consent the member gave or withdrew, newest first, paged',
  access: privacyAccess,
  input: pageQuery(20),
  output: pagedList(consentHistoryEntrySchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const requestExport = defineCall({
  name: 'RequestExport',
  method: 'POST',
  path: '/Privacy/RequestExport',
  summary:
    'Asks for a copy of everything the programme holds about the member (PDPA s.30), built within minutes; one a day (LIMIT_EXCEEDED)',
  access: privacyAccess,
  input: z.strictObject({}),
  output: z.object({ request_id: z.uuid(), status: z.enum(PRIVACY_REQUEST_STATUSES) }),
  errors: ['LIMIT_EXCEEDED', 'VALIDATION_FAILED', ...memberErrors],
});

export const getPrivacyRequests = defineCall({
  name: 'GetRequests',
  method: 'GET',
  path: '/Privacy/GetRequests',
  summary: 'The member’s export and deletion requests, newest first, with the export’s download link when ready',
  access: privacyAccess,
  input: pageQuery(20),
  output: pagedList(privacyRequestSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

const exportRows = z.array(z.looseObject({}));

/**
 * The export's JSON file (PDPA s.30): the profile, then one list per kind of record the programme keeps
 * about the member. Sessions say when each began and ended, never a token or its id.
 */
export const privacyExportFileSchema = z.object({
  generated_at: z.iso.datetime(),
  member: z.looseObject({ member_code: z.string() }),
  addresses: exportRows,
  consents: exportRows,
  ledger: exportRows,
  point_transfers: exportRows,
  redemptions: exportRows,
  receipts: exportRows,
  cards: exportRows,
  notifications: exportRows,
  sessions: exportRows,
  referrals: z.looseObject({ invited_by: z.looseObject({}).nullable(), friends_invited: exportRows }),
});
export type PrivacyExportFile = z.infer<typeof privacyExportFileSchema>;

/**
 * The ready export's JSON file, as an attachment, to the member who asked for it with their own session:
 * anyone else's request, or an id nobody holds, is NOT_FOUND alike (nothing tells one from the other);
 * still being built is NOT_ACTIVE; past its 7 days EXPORT_EXPIRED.
 */
export const downloadExport = defineCall({
  name: 'DownloadExport',
  method: 'GET',
  path: '/Privacy/DownloadExport',
  summary: 'The member’s ready export as a JSON file (an attachment), for 7 days after it was built',
  access: privacyAccess,
  input: z.strictObject({ Request_Id: z.uuid() }),
  output: privacyExportFileSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', 'EXPORT_EXPIRED', ...memberErrors],
  answer: 'file',
});

/**
 * Erasure (PDPA s.33). Confirmed by the password, or by a code sent with purpose `cancel_membership` to
 * the member's own mobile or e-mail and verified (`Ref_Id`) for members without a password. The
 * membership ends at once (sessions revoked, points forfeited); the personal data is erased after
 * `deletion_grace_days`.
 */
export const requestDeletion = defineCall({
  name: 'RequestDeletion',
  method: 'POST',
  path: '/Privacy/RequestDeletion',
  summary: 'Ends the membership now and erases the member’s personal data after the grace period',
  access: privacyAccess,
  input: z
    .strictObject({ Password: passwordField.optional(), Ref_Id: otpRefField.optional() })
    .refine((input) => (input.Password === undefined) !== (input.Ref_Id === undefined), {
      error: 'passwordOrCode',
      path: ['Password'],
    })
    .meta({ description: 'Exactly one of `Password` and `Ref_Id` (a confirmed one-time code)' }),
  output: privacyRequestSchema,
  errors: [
    'VALIDATION_FAILED',
    'PASSWORD_INCORRECT',
    'PASSWORD_NOT_SET',
    'OTP_REQUIRED',
    'ACCOUNT_LOCKED',
    'RATE_LIMITED',
    ...memberErrors,
  ],
});
