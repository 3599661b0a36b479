import { z } from 'zod';
import { defineCall } from './call.js';
import { rawTextField } from './fields.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/**
 * Promo and scanned codes (DESIGN §5, §6): letters, digits and dashes, compared without case. A QR may
 * carry the code itself or a link whose `code` query value is the code; the web app extracts it.
 */
export const codeField = rawTextField()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,64}$/, { error: 'code' });

/** Why a code cannot be used, besides the error codes: one shared list for the API and the screens. */
export const codeErrors = ['CODE_INVALID', 'CODE_USED', 'CODE_EXPIRED', 'NOT_ACTIVE', 'CODE_LIMIT_REACHED'] as const;

/** A code as the member sees it before and after using it; texts in the request's language. */
export const codePreviewSchema = z.object({
  code: z.string(),
  points: z.number().int(),
  title: z.string(),
  description: z.string(),
  valid_until: z.iso.datetime(),
});
export type CodePreview = z.infer<typeof codePreviewSchema>;

export const checkCode = defineCall({
  name: 'CheckCode',
  method: 'POST',
  path: '/Code/CheckCode',
  summary: 'Previews a promo or scanned code (validity and points) without using it',
  access: ['bcrm-member'],
  input: z.object({ Code: codeField }),
  output: codePreviewSchema,
  errors: ['VALIDATION_FAILED', ...codeErrors, 'RATE_LIMITED', ...memberErrors],
});

/** Applies a code once per member: the points arrive as an earn entry with the default expiry. */
export const scanCode = defineCall({
  name: 'ScanCode',
  method: 'POST',
  path: '/Code/ScanCode',
  summary: 'Uses a promo or scanned code and earns its points (once per member)',
  access: ['bcrm-member'],
  idempotent: true,
  input: z.object({ Code: codeField }),
  output: codePreviewSchema.extend({
    entry_id: z.number().int(),
    point_balance: z.number().int(),
    expires_at: z.iso.datetime(),
  }),
  errors: ['VALIDATION_FAILED', ...codeErrors, 'IDEMPOTENCY_CONFLICT', 'RATE_LIMITED', ...memberErrors],
});
