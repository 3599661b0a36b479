import { type ErrorCode, type FieldError, statusOf } from '@loyalty/contracts';

/** The one error type services throw; the error handler turns it into DESIGN §5's envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: readonly FieldError[] | undefined;

  constructor(code: ErrorCode, options: { fieldErrors?: readonly FieldError[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf(code);
    this.fieldErrors = options.fieldErrors;
  }
}
