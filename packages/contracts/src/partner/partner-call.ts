import type { z } from 'zod';
import { fillPathParameters } from '../admin/admin-call.js';
import type { HttpMethod } from '../call.js';
import type { ErrorCode } from '../errors.js';

/** Every call of the till and partner API lives under this prefix (DESIGN §13). */
export const PARTNER_API_PREFIX = '/api/partner/v1';

/** The OpenAPI security scheme of partner calls: the API client's key, sent as a bearer token. */
export const PARTNER_KEY_SCHEME = 'partnerApiKey';

/** What the OpenAPI document says of the key (a POS vendor integrates from `/api/docs` alone, issue 33). */
export const PARTNER_KEY_DESCRIPTION =
  'The API key of a partner system (`lk_` and 43 more characters), made in the back-office under API clients and shown once: send `Authorization: Bearer <key>`. A missing, wrong, rotated or disabled key, or a member or operator token, answers 401 UNAUTHORIZED; a store code outside the client’s list answers 403 FORBIDDEN.';

/** What every partner call can answer before its handler: the key refused. */
export const PARTNER_KEY_ERRORS = ['UNAUTHORIZED'] as const satisfies readonly ErrorCode[];

/**
 * One call of the partner API as the API, its tests and its documentation see it. `path` is relative to
 * `/api/partner/v1` and names its parameters in braces (`/holds/{hold_id}/capture`), which `params`
 * validates; `input` is the query string of a GET and the JSON body otherwise; fields are snake_case both
 * ways. `example` is a whole input a POS could send, shown in the OpenAPI document.
 */
export interface PartnerCallContract<
  Params extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** More than the summary says: rules, retries, what each error means here. */
  readonly description?: string;
  readonly params: Params;
  readonly input: Input;
  readonly output: Output;
  readonly example: z.input<Input>;
  /** The call's own error codes; `UNAUTHORIZED` (the key) is added to every call. */
  readonly errors: readonly ErrorCode[];
}

export function definePartnerCall<Params extends z.ZodType, Input extends z.ZodType, Output extends z.ZodType>(
  call: PartnerCallContract<Params, Input, Output>,
): PartnerCallContract<Params, Input, Output> {
  return call;
}

export type PartnerCallParams<C> = C extends PartnerCallContract<infer P, z.ZodType, z.ZodType> ? z.input<P> : never;
export type PartnerCallInput<C> = C extends PartnerCallContract<z.ZodType, infer I, z.ZodType> ? z.input<I> : never;
export type PartnerCallOutput<C> = C extends PartnerCallContract<z.ZodType, z.ZodType, infer O> ? z.output<O> : never;

/** The concrete path of a partner call, its parameters filled in and escaped. */
export function partnerCallPath(call: Pick<PartnerCallContract, 'path'>, params: Record<string, unknown> = {}): string {
  return `${PARTNER_API_PREFIX}${fillPathParameters(call.path, params)}`;
}

/** The OpenAPI tag of a partner call: `partner: <first path segment>` (`/holds/{id}/capture` → `partner: holds`). */
export function partnerTagOf(path: string): string {
  return `partner: ${path.split('/')[1] ?? 'partner'}`;
}
