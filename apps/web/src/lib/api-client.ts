import type { CallRoute } from 'virtual:api-calls';
import type { CallInput, CallOutput, ErrorEnvelope } from '@loyalty/contracts';
import { API_BASE, requestHeaders } from './api-request';
import { takeFirstCall } from './first-calls';
import { applyResponsePlan, planErrorResponse } from './response-handling';
import { getSessionToken } from './storage';

export interface SuccessBody<T> {
  status: 'success';
  data: T;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A failure the server did not describe (no connection, a proxy page): shaped like its envelope. */
export const UNREACHABLE_CODE = 'SERVICE_UNAVAILABLE';

export function unreachableError(httpStatus: number): ErrorEnvelope {
  return {
    status: 'error',
    http_status: httpStatus,
    code: UNREACHABLE_CODE,
    message: '',
    message_th: '',
  };
}

/** A structural check, kept light on purpose: the schema library stays out of the first-visit bundle. */
export function isErrorBody(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return body.status === 'error' && typeof body.http_status === 'number' && typeof body.code === 'string';
}

export function isSuccessBody(value: unknown): value is SuccessBody<unknown> {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).status === 'success';
}

/** DESIGN §5: GET inputs travel as query parameters; empty values are left out. */
export function toQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A response's JSON body, or null when it has none or is not JSON (a proxy's page). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Makes one call of the contracts (SPEC §7): JSON, the session token as a bearer header, the member's
 * language, no cookies, no timeout; a read the page's HTML already started is taken from there. Resolves to the response body; on failure the global handling of SPEC §4 runs and the
 * promise rejects with the server's error body.
 */
export async function callApi<C>(
  call: CallRoute<C>,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<SuccessBody<CallOutput<C>>> {
  const token = getSessionToken();
  const headers = requestHeaders(token, options.headers);
  const payload = (input ?? {}) as Record<string, unknown>;
  const isQuery = call.method === 'GET';
  if (!isQuery) headers['Content-Type'] = 'application/json';

  const url = `${API_BASE}${call.path}${isQuery ? toQueryString(payload) : ''}`;
  const init: RequestInit = { method: call.method, headers, credentials: 'omit' };
  if (!isQuery) init.body = JSON.stringify(payload);
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await (takeFirstCall(url, headers) ?? fetch(url, init));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw unreachableError(0);
  }
  const body = await readBody(response);
  if (response.ok && isSuccessBody(body)) return body as SuccessBody<CallOutput<C>>;
  throw failedCall(call, body, response.status, token);
}

/** Runs the global handling of SPEC §4 for a failed call and answers the error to reject with. */
export function failedCall(
  call: CallRoute<unknown>,
  body: unknown,
  httpStatus: number,
  token: string | null,
): ErrorEnvelope {
  const error = isErrorBody(body) ? body : unreachableError(httpStatus);
  applyResponsePlan(planErrorResponse(error, { token, isPublicCall: call.isPublic === true }));
  return error;
}

const FILE_NAME = /filename="?([^";]+)"?/i;
const UTF8_FILE_NAME = /filename\*=UTF-8''([^;\s]+)/i;

/**
 * The download's name from `Content-Disposition`: RFC 6266's UTF-8 `filename*` (a Thai batch name) when
 * the server sent one, its plain `filename` otherwise.
 */
export function fileNameOf(disposition: string): string | null {
  const encoded = UTF8_FILE_NAME.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below is still there to use.
    }
  }
  return FILE_NAME.exec(disposition)?.[1] ?? null;
}

/** A file a call answered (`answer: 'file'`, the member's data export), with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Fetches a call's file with the session token as a header, which a plain link could not carry (the link
 * alone opens nothing); a refusal rejects with the server's error body after the global handling, as
 * `callApi` does.
 */
export async function downloadFile<C>(
  call: CallRoute<C>,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const token = getSessionToken();
  const headers = requestHeaders(token, options.headers);
  const url = `${API_BASE}${call.path}${toQueryString((input ?? {}) as Record<string, unknown>)}`;
  let response: Response;
  try {
    response = await fetch(url, { method: call.method, headers, credentials: 'omit', signal: options.signal ?? null });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw unreachableError(0);
  }
  if (!response.ok) throw failedCall(call, await readBody(response), response.status, token);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition') ?? '') };
}
