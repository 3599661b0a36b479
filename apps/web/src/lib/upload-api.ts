import type { CallRoute } from 'virtual:api-calls';
import type { CallOutput } from '@loyalty/contracts';
import { failedCall, isSuccessBody, type SuccessBody, unreachableError } from './api-client';
import { API_BASE, requestHeaders } from './api-request';
import { getSessionToken } from './storage';

/** What a sent form was answered: the HTTP status and the parsed JSON body (null when there is none). */
export interface FormAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends a `multipart/form-data` body (the browser writes the boundary), reporting the upload's progress
 * as a fraction. XMLHttpRequest rather than fetch: only it reports upload progress. Rejects with the
 * envelope of an unreachable server, or an `AbortError` once `signal` aborts.
 */
export function sendForm(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', abort);
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(unreachableError(0));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    if (request.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', abort);
    xhr.send(request.form);
  });
}

/**
 * Sends a member file call with the same headers and failure handling as `callApi`. Its own module, so
 * only the screens that upload load it (DESIGN §10 budget).
 */
export async function uploadApi<C>(
  call: CallRoute<C>,
  form: FormData,
  onProgress: (fraction: number) => void = () => undefined,
  headers: Record<string, string> = {},
): Promise<SuccessBody<CallOutput<C>>> {
  const token = getSessionToken();
  const answer = await sendForm({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    headers: requestHeaders(token, headers),
    form,
    onProgress,
  });
  const isOk = answer.status >= 200 && answer.status < 300;
  if (isOk && isSuccessBody(answer.body)) return answer.body as SuccessBody<CallOutput<C>>;
  throw failedCall(call, answer.body, answer.status, token);
}
