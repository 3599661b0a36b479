import type { CallRoute } from 'virtual:api-calls';
import type { CallOutput } from '@loyalty/contracts';
import { API_BASE, failedCall, isSuccessBody, requestHeaders, type SuccessBody, unreachableError } from './api-client';
import { getSessionToken } from './storage';

/**
 * Sends a file call as `multipart/form-data` (the browser writes the boundary) with the same headers
 * and failure handling as `callApi`. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Its own module, so only the screens that upload load it (DESIGN §10 budget).
 */
export function uploadApi<C>(
  call: CallRoute<C>,
  form: FormData,
  onProgress: (fraction: number) => void = () => undefined,
  headers: Record<string, string> = {},
): Promise<SuccessBody<CallOutput<C>>> {
  const token = getSessionToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, `${API_BASE}${call.path}`);
    for (const [name, value] of Object.entries(requestHeaders(token, headers))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      const isOk = request.status >= 200 && request.status < 300;
      if (isOk && isSuccessBody(body)) resolve(body as SuccessBody<CallOutput<C>>);
      else reject(failedCall(call, body, request.status, token));
    });
    request.addEventListener('error', () => reject(unreachableError(0)));
    request.send(form);
  });
}
