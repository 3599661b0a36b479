import { z } from 'zod';
import { consentDocumentSchema } from '../consent.js';
import { pagedList } from '../envelope.js';
import { rawTextField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField, noParams } from './admin-shapes.js';

/**
 * Consent documents (DESIGN §16): the privacy policy and the terms, one row per published version. A
 * version is never edited: a change is a new version with its own effective date.
 */
export const CONSENT_DOCUMENT_KINDS = consentDocumentSchema.shape.kind.options;
export type ConsentDocumentKind = (typeof CONSENT_DOCUMENT_KINDS)[number];

export const CONSENT_DOCUMENT_LIMITS = {
  titleMax: 200,
  bodyMax: 200_000,
  /** How far in the past an `effective_at` may be and still mean "now": a form filled a moment ago. */
  effectiveAtPastMs: 60_000,
} as const;

export const adminConsentDocumentSchema = consentDocumentSchema.extend({
  id: z.number().int(),
  /** The newest version of its kind whose `published_at` has come: the one members are asked to accept. */
  in_force: z.boolean(),
  /** Published ahead of its date: members see it from `published_at`. */
  scheduled: z.boolean(),
});
export type AdminConsentDocument = z.infer<typeof adminConsentDocumentSchema>;

/** A body as HTML the admin writes; the server keeps only what the article allow-list lets through. */
const consentBodyField = rawTextField({ isMultiline: true }).min(1).max(CONSENT_DOCUMENT_LIMITS.bodyMax);

/**
 * A new version. The titles default to those of the kind's newest version; `effective_at` more than a
 * minute in the past, or before the version in force took effect, is refused (the server's clock decides).
 */
export const consentDocumentInput = z.strictObject({
  kind: z.enum(CONSENT_DOCUMENT_KINDS),
  version: z
    .string()
    .regex(/^[0-9A-Za-z._-]{1,32}$/, { error: 'consentVersion' })
    .describe('1–32 letters, digits, dots, underscores or hyphens, e.g. `2.0`'),
  title: textField({ max: CONSENT_DOCUMENT_LIMITS.titleMax }).optional(),
  title_en: textField({ max: CONSENT_DOCUMENT_LIMITS.titleMax }).optional(),
  body: consentBodyField,
  body_en: consentBodyField,
  effective_at: instantField,
});
export type ConsentDocumentInput = z.infer<typeof consentDocumentInput>;

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;

export const listConsentDocuments = defineAdminCall({
  name: 'ListConsentDocuments',
  method: 'GET',
  path: '/consent-documents',
  summary: 'Every published version of the privacy policy and terms, newest first, flagged in force or scheduled',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['published_at', 'version'], '-published_at').extend({
    kind: z.enum(CONSENT_DOCUMENT_KINDS).optional(),
  }),
  output: pagedList(adminConsentDocumentSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const publishConsentDocument = defineAdminCall({
  name: 'PublishConsentDocument',
  method: 'POST',
  path: '/consent-documents',
  summary:
    'Publishes a new policy or terms version (HTML sanitised on the server), in force from `effective_at`; never edited after',
  access: 'admin',
  params: noParams,
  input: consentDocumentInput,
  output: adminConsentDocumentSchema,
  errors: ['VALIDATION_FAILED', 'VERSION_EXISTS', ...ADMIN_ERRORS],
});
