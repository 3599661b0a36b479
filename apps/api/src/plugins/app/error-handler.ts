import { ERRORS, type ErrorCode, type ErrorEnvelope, type FieldError, type OtpSent } from '@loyalty/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error.js';
import { isDatabaseUnavailable } from '../../db/client.js';
import { isContractValidationEntry } from '../../routes/input-validator.js';

/** Fastify's own client errors, by code, as the envelope's codes. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

/** Any other 4xx the framework or a plugin raises, by status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

interface ClassifiedError {
  code: ErrorCode;
  fieldErrors?: readonly FieldError[] | undefined;
  otp?: OtpSent | undefined;
  startsAt?: Date | undefined;
}

/** Decides the envelope code of any thrown value; only what is listed here reaches a client. */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof AppError) {
    return { code: error.code, fieldErrors: error.fieldErrors, otp: error.otp, startsAt: error.startsAt };
  }
  const framework = error as Partial<FastifyError>;
  const validation: unknown[] = Array.isArray(framework.validation) ? framework.validation : [];
  if (validation.length > 0 && validation.every(isContractValidationEntry)) {
    return { code: 'VALIDATION_FAILED', fieldErrors: validation.map((entry) => entry.params.fieldError) };
  }
  if (framework.code && FRAMEWORK_CODES[framework.code]) return { code: FRAMEWORK_CODES[framework.code] as ErrorCode };
  if (Array.isArray(framework.validation)) return { code: 'VALIDATION_FAILED' };
  const status = framework.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { code: STATUS_CODES[status] ?? 'VALIDATION_FAILED' };
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE' };
  return { code: 'INTERNAL_ERROR' };
}

export function envelopeOf(classified: ClassifiedError, requestId: string): ErrorEnvelope {
  const { status, en, th } = ERRORS[classified.code];
  return {
    status: 'error',
    http_status: status,
    code: classified.code,
    message: en,
    message_th: th,
    ...(classified.fieldErrors ? { errors: [...classified.fieldErrors] } : {}),
    ...(classified.otp ? { otp: classified.otp } : {}),
    ...(classified.startsAt ? { starts_at: classified.startsAt.toISOString() } : {}),
    request_id: requestId,
  };
}

/** Answers `error` as the envelope on `reply`, logging server faults with the request id. */
export function replyWithEnvelope(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const envelope = envelopeOf(classifyError(error), request.id);
  if (envelope.http_status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: envelope.code }, 'request refused');
  return reply.code(envelope.http_status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * The one error handler (DESIGN §5): every failure becomes the envelope; server faults are logged with
 * the request id and answered as INTERNAL_ERROR with nothing of the cause (no stack, SQL or message).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyWithEnvelope);
  },
  { name: 'error-handler' },
);
