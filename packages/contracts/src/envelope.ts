import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { queryIntField } from './fields.js';
import { otpSentSchema } from './otp.js';

/**
 * An error code the API answers (DESIGN §5). Beside the envelope, not in errors.ts: the error texts the
 * web loads on their own (its `errors` namespace) then carry no schema library with them.
 */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Success envelope of DESIGN §5: `{status:"success", data}`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** One field's error in both languages (`message` English, as clients read it before `message_th`). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string(), message_th: z.string() });

/** Failure envelope of DESIGN §5; `http_status` repeats the HTTP status so a client can branch on the body alone. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  http_status: z.number().int(),
  code: errorCodeSchema,
  message: z.string(),
  message_th: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** On OTP_REQUIRED when a code was just sent for the step (DESIGN §6 transfer). */
  otp: otpSentSchema.optional(),
  /** On NOT_ACTIVE when what was asked for opens at a known time: a code not yet started (DESIGN §6 codes). */
  starts_at: z.iso.datetime().optional(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// Named, so the OpenAPI document states them once (`components.schemas`) and every error answer refers to them.
z.globalRegistry.add(fieldErrorSchema, { id: 'FieldError' });
z.globalRegistry.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });

/** Paging input shared by every list call: `page` is 1-based. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: queryIntField({ min: 1, max: 10_000 }).default(1),
    limit: queryIntField({ min: 1, max: 100 }).default(defaultLimit),
  });
}

/** Paged list answer: `end_page` is true on the last page. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    end_page: z.boolean(),
  });
}
