import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: nobody signed in, any valid session, or a session holding one of the scopes. */
export type CallAccess = 'public' | 'session' | readonly Scope[];

export const SCOPES = ['bcrm-member', 'bcrm-register', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'] as const;
export type Scope = (typeof SCOPES)[number];

/** Scopes that divert a member to cancel-membership (SPEC §4 token scope), with the session flag each sets. */
export const RESTRICTED_SCOPE_FLAGS = {
  'bcrm-canceled': 'isCanceled',
  'bcrm-suspended': 'isSuspended',
  'bcrm-blocked': 'isBlocked',
} as const satisfies Partial<Record<Scope, string>>;

/**
 * A call that reads one file from a `multipart/form-data` body (DESIGN §5 uploads) instead of JSON:
 * the form field and the media types it takes, checked by content.
 */
export interface CallUpload {
  readonly field: string;
  readonly mediaTypes: readonly string[];
}

/**
 * One API call as both sides see it. The API registers its route from this (path, input and output
 * schemas, errors for OpenAPI); the web client takes its path, method and types from it.
 * `path` is relative to `/api/v1`.
 */
export interface CallContract<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly access: CallAccess;
  readonly input: Input;
  readonly output: Output;
  readonly errors: readonly ErrorCode[];
  /** Calls that move points or stock accept an `Idempotency-Key` header (DESIGN §5). */
  readonly idempotent?: boolean;
  /** Upload calls: the file their multipart body carries; `input` then holds no JSON field. */
  readonly upload?: CallUpload;
  /**
   * `file` for a call that answers its `output` as a JSON file to download (a member's data export), an
   * attachment outside the envelope; its failures are still the envelope.
   */
  readonly answer?: 'file';
}

/**
 * Keeps the call's method and path as literal types, so a typed caller can look a contract up by its
 * address (the web tests' `mockApi` answers each path with that call's input and output types).
 */
export function defineCall<
  Input extends z.ZodType,
  Output extends z.ZodType,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
>(
  call: CallContract<Input, Output> & { readonly method: Method; readonly path: Path },
): CallContract<Input, Output> & { readonly method: Method; readonly path: Path } {
  return call;
}

export type CallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.output<O> : never;
