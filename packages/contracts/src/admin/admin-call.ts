import type { z } from 'zod';
import type { CallUpload, HttpMethod } from '../call.js';
import type { ErrorCode } from '../errors.js';

/** Every back-office call lives under this prefix (DESIGN §11). */
export const ADMIN_API_PREFIX = '/api/admin/v1';

/**
 * DESIGN §11 operator roles: `admin` does everything, `staff` reads and runs the daily work, `content`
 * keeps the catalogue, codes, articles, banners and cards, `cashier` works the counter and the till.
 */
export const OPERATOR_ROLES = ['admin', 'staff', 'content', 'cashier'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Who may make a back-office call: nobody signed in (sign-in itself), or the roles its area names in
 * ADMIN_ACCESS_ROLES.
 */
export type AdminAccess = 'public' | 'session' | 'operator' | 'admin' | 'content' | 'content-edit' | 'till';

/**
 * The one home of who may do what in the back office (DESIGN §11, decision 057): the API refuses a call
 * to a role not named here with 403 FORBIDDEN, and the console hides what the role may not use.
 */
export const ADMIN_ACCESS_ROLES = {
  /** The operator's own session (who am I, sign out, second factor): every role. */
  session: ['admin', 'staff', 'content', 'cashier'],
  /** Members' data and the daily work on it (receipts, shipments, proposed adjustments), the dashboard, audit and exports. */
  operator: ['admin', 'staff'],
  /** Programme settings, operators, approvals and changes to a member's account. */
  admin: ['admin'],
  /** Reading the catalogue, codes, articles, banners, products and card templates: staff reads everything. */
  content: ['admin', 'staff', 'content'],
  /** Changing them: no member's data is involved. */
  'content-edit': ['admin', 'content'],
  /** The counter and the till, where a cashier serves members in person. */
  till: ['admin', 'staff', 'cashier'],
} as const satisfies Record<Exclude<AdminAccess, 'public'>, readonly OperatorRole[]>;

/**
 * What a call answers: the JSON envelope of DESIGN §5, or a stream (CSV exports and labels, receipt
 * files) whose failures are still the envelope.
 */
export type AdminAnswer = 'json' | 'csv' | 'file';

/**
 * One back-office call as the API and the console see it. `path` is relative to `/api/admin/v1` and
 * names its path parameters in braces (`/members/{member_id}`), which `params` validates; `input` is
 * the query string of a GET and the JSON body otherwise. Field names are snake_case both ways.
 */
export interface AdminCallContract<
  Params extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Answer extends AdminAnswer = AdminAnswer,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly access: AdminAccess;
  readonly params: Params;
  readonly input: Input;
  /** The `data` of a JSON answer; for `csv` and `file` answers it documents nothing and is `z.never()`. */
  readonly output: Output;
  readonly errors: readonly ErrorCode[];
  /** `json` when absent; kept as its literal so the API types a streaming handler apart from a JSON one. */
  readonly answer?: Answer;
  /** Writes that move points or stock accept an `Idempotency-Key` header (DESIGN §11 shapes). */
  readonly idempotent?: boolean;
  readonly upload?: CallUpload;
}

export function defineAdminCall<
  Params extends z.ZodType,
  Input extends z.ZodType,
  Output extends z.ZodType,
  const Answer extends AdminAnswer = 'json',
>(call: AdminCallContract<Params, Input, Output, Answer>): AdminCallContract<Params, Input, Output, Answer> {
  return call;
}

export type AdminCallParams<C> = C extends AdminCallContract<infer P, z.ZodType, z.ZodType> ? z.input<P> : never;
export type AdminCallInput<C> = C extends AdminCallContract<z.ZodType, infer I, z.ZodType> ? z.input<I> : never;
export type AdminCallOutput<C> = C extends AdminCallContract<z.ZodType, z.ZodType, infer O> ? z.output<O> : never;
/** What a call answers: `json` for the envelope, `csv` or `file` for a stream. */
export type AdminCallAnswer<C> = C extends AdminCallContract<z.ZodType, z.ZodType, z.ZodType, infer A> ? A : never;

const PATH_PARAMETER = /\{([a-z_]+)\}/g;

/** A path with its parameters filled in and escaped; a missing one is a programming error. */
export function fillPathParameters(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(PATH_PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The concrete path of a call, its parameters filled in and escaped; a missing one is a programming error. */
export function adminCallPath(call: Pick<AdminCallContract, 'path'>, params: Record<string, unknown> = {}): string {
  return `${ADMIN_API_PREFIX}${fillPathParameters(call.path, params)}`;
}

/** Whether an operator of `role` may make a call of `access` (DESIGN §11 roles); nobody signed in has no role. */
export function isAllowedFor(access: AdminAccess, role: OperatorRole | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  const roles: readonly OperatorRole[] = ADMIN_ACCESS_ROLES[access];
  return roles.includes(role);
}
