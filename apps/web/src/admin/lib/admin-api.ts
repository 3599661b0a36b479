import {
  type AdminCallContract,
  type AdminCallInput,
  type AdminCallOutput,
  type AdminCallParams,
  adminCallPath,
  type ErrorEnvelope,
} from '@loyalty/contracts';
import { fileNameOf, isErrorBody, isSuccessBody, readBody, toQueryString, unreachableError } from '@/lib/api-client';
import { requestHeaders } from '@/lib/api-request';
import { sendForm } from '@/lib/upload-api';
import { endAdminSession, readAdminToken, requireSecondFactorSetUp } from './admin-session';

/** Path parameters are required exactly when the call's path names some. */
type HasNoParams<C> = Record<string, never> extends AdminCallParams<C> ? true : false;
type ParamsOption<C> = HasNoParams<C> extends true ? { params?: undefined } : { params: AdminCallParams<C> };

export type AdminCallOptions<C> = ParamsOption<C> & {
  /** The query of a GET, the JSON body otherwise (DESIGN §11: snake_case both ways). */
  input?: AdminCallInput<C>;
  signal?: AbortSignal;
  /** Of an `idempotent` call (DESIGN §5): one per attempt, so a retried attempt is answered, not repeated. */
  idempotencyKey?: string;
};

/**
 * A refused call's envelope. A 401 on a call that needs a session means the operator's token is gone
 * (expired, revoked, signed out elsewhere): it is forgotten and the console returns to sign-in. A 401
 * on sign-in itself is a wrong password, which the form shows. An admin the rules require a second factor
 * of, without one yet, is taken to set it up.
 */
function refusal(call: AdminCallContract, body: unknown, httpStatus: number): ErrorEnvelope {
  const error = isErrorBody(body) ? body : unreachableError(httpStatus);
  if (error.http_status === 401 && call.access !== 'public') endAdminSession({ notify: true });
  if (error.code === 'SECOND_FACTOR_SETUP_REQUIRED') requireSecondFactorSetUp();
  return error;
}

/** Sends one back-office call with the operator's token and language; rejects with the envelope. */
async function send<C extends AdminCallContract>(call: C, options: AdminCallOptions<C>): Promise<Response> {
  const token = readAdminToken();
  const headers = requestHeaders(token, options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {});
  const payload = (options.input ?? {}) as Record<string, unknown>;
  const isQuery = call.method === 'GET';
  const url = `${adminCallPath(call, options.params ?? {})}${isQuery ? toQueryString(payload) : ''}`;
  const init: RequestInit = { method: call.method, headers, credentials: 'omit' };
  if (!isQuery) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  if (options.signal) init.signal = options.signal;
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw unreachableError(0);
  }
}

/** A JSON call of the admin contracts (DESIGN §11): resolves to the envelope's `data`. */
export async function callAdmin<C extends AdminCallContract>(
  call: C,
  ...[options]: HasNoParams<C> extends true ? [AdminCallOptions<C>?] : [AdminCallOptions<C>]
): Promise<AdminCallOutput<C>> {
  const response = await send(call, (options ?? {}) as AdminCallOptions<C>);
  const body = await readBody(response);
  if (response.ok && isSuccessBody(body)) return body.data as AdminCallOutput<C>;
  throw refusal(call, body, response.status);
}

/** A file a streamed call answered (DESIGN §11 CSV exports), with the name the server gave it. */
export interface AdminFile {
  blob: Blob;
  fileName: string | null;
}

/** A `csv` or `file` call of the admin contracts: its body as a file; a refusal is still the envelope. */
export async function downloadAdmin<C extends AdminCallContract>(
  call: C,
  ...[options]: HasNoParams<C> extends true ? [AdminCallOptions<C>?] : [AdminCallOptions<C>]
): Promise<AdminFile> {
  const response = await send(call, (options ?? {}) as AdminCallOptions<C>);
  if (!response.ok) throw refusal(call, await readBody(response), response.status);
  const fileName = fileNameOf(response.headers.get('Content-Disposition') ?? '');
  return { blob: await response.blob(), fileName };
}

/**
 * An upload call of the admin contracts (DESIGN §11 images by multipart `file`): the file sent in the
 * call's form field, its progress reported as a fraction; resolves to `data`, rejects with the envelope,
 * or with an `AbortError` when the operator cancels through `signal`.
 */
export async function uploadAdmin<C extends AdminCallContract>(
  call: C,
  options: {
    params: AdminCallParams<C>;
    file: Blob;
    onProgress: (fraction: number) => void;
    signal?: AbortSignal | undefined;
  },
): Promise<AdminCallOutput<C>> {
  if (!call.upload) throw new Error(`${call.name} takes no file`);
  const form = new FormData();
  form.append(call.upload.field, options.file);
  const answer = await sendForm({
    method: call.method,
    url: adminCallPath(call, options.params ?? {}),
    headers: requestHeaders(readAdminToken()),
    form,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  const isOk = answer.status >= 200 && answer.status < 300;
  if (isOk && isSuccessBody(answer.body)) return answer.body.data as AdminCallOutput<C>;
  throw refusal(call, answer.body, answer.status);
}

/** Whether a refusal is this envelope code, for screens that answer one code in their own way. */
export function isRefusal(error: unknown, code: ErrorEnvelope['code']): boolean {
  return isErrorBody(error) && error.code === code;
}
