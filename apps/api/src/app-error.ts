import { type ErrorCode, type FieldError, type OtpSent, statusOf } from '@loyalty/contracts';

/** The one error type services throw; the error handler turns it into DESIGN §5's envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: readonly FieldError[] | undefined;
  /** The code just sent for the step, on OTP_REQUIRED (DESIGN §6 transfer). */
  readonly otp: OtpSent | undefined;
  /** When what was asked for opens, on NOT_ACTIVE for a code not yet started (DESIGN §6 codes). */
  readonly startsAt: Date | undefined;

  constructor(
    code: ErrorCode,
    options: { fieldErrors?: readonly FieldError[]; otp?: OtpSent; startsAt?: Date; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf(code);
    this.fieldErrors = options.fieldErrors;
    this.otp = options.otp;
    this.startsAt = options.startsAt;
  }
}
