import { API_BASE, requestHeaders } from '@/lib/api-request';
import { FIRST_CALLS_ATTRIBUTE, startFirstCalls } from '@/lib/first-calls';
import { getSessionToken } from '@/lib/storage';
import { isMemberSession } from '@/lib/token';

// The inline script of a members' page (DESIGN §10): the build bundles this into the page's HTML, where
// it runs while the page is parsed, before any of the app's files has arrived. Without a member's session
// the app sends the visitor elsewhere, so nothing is asked.
const token = getSessionToken();
if (isMemberSession(token)) {
  const paths = document.currentScript?.getAttribute(FIRST_CALLS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  startFirstCalls(
    paths.map((path) => `${API_BASE}${path}`),
    requestHeaders(token),
  );
}
