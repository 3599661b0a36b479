import { type CallInput, type CallOutput, type calls, FIELD_MESSAGES, type FieldMessageKey } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { buildRoutes } from '@/app/router';
import { registerAppNavigator } from '@/lib/app-navigation';

/**
 * Renders the real route table at a path, as the app does at start-up (test helper); `prepare` fills the
 * cache first, as start-up does from the page's HTML.
 */
export function renderApp(path: string, prepare?: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prepare?.(queryClient);
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  registerAppNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** What a handler answers: a status and a body; `ok` marks the body's data with its type. */
export interface Answer<Data = never> {
  status: number;
  body: unknown;
  /** Type only: the data `ok` wraps, checked against the call's output. */
  readonly __data?: Data;
}

type Calls = typeof calls;
/** A contract's path under /api/v1 without its leading slash, when the contract holds it as a literal. */
type PathOf<Contract> = Contract extends { readonly path: `/${infer Path}` }
  ? string extends Path
    ? never
    : Path
  : never;
/** Every registered call, by the path the mock is keyed with (`Customer/GetCustomerInfo`). */
type CallAt = { [Key in keyof Calls as PathOf<Calls[Key]>]: Calls[Key] };
/** The request body a call's handler receives: its input for a JSON body, null for a GET. */
type BodyOf<Contract> = Contract extends { readonly method: 'GET' } ? null : CallInput<Contract>;

/** A registered call's handler: its input for the body, its output for `ok(...)`. */
export type CallHandler<Contract> = (body: BodyOf<Contract>, url: URL) => Answer<CallOutput<Contract>>;
/** A path no registered contract names as a literal (a product kind's calls are data, decision 015). */
type UntypedHandler = (body: unknown, url: URL) => Answer<unknown>;
type HandlerAt<Path> = Path extends keyof CallAt ? CallHandler<CallAt[Path]> : UntypedHandler;
export type ApiHandlers<Paths extends string = string> = { [Path in Paths]: HandlerAt<Path> };

/**
 * Answers `fetch` at the network edge: each handler is keyed by the call's path under /api/v1
 * (`Customer/GetCustomerInfo`) and typed by that call's contract, so a test cannot answer with a shape
 * the call does not return. An unexpected call fails the test loudly.
 */
export function mockApi<Paths extends string>(handlers: ApiHandlers<Paths>) {
  const answerOf = (key: string) => (handlers as Record<string, UntypedHandler | undefined>)[key];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = answerOf(callKeyOf(url));
    if (!handler) throw new Error(`Unexpected call ${url.pathname}`);
    return responseOf(handler(init?.body ? JSON.parse(String(init.body)) : null, url));
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = callKeyOf(new URL(String(input), 'http://localhost'));
    const chromeAnswer = CHROME_ANSWERS[key];
    if (chromeAnswer && !answerOf(key)) return responseOf(chromeAnswer());
    return fetchMock(input, init);
  });
  return fetchMock;
}

/**
 * The reads the chrome makes on every member page, answered for a test that does not name them itself:
 * the bell's count (nothing unread) and the consent check before the first member page (nothing to accept). They stay out of the returned mock's record, so a test counts and
 * lists only the calls it answers.
 */
const CHROME_ANSWERS: Record<string, () => Answer<unknown>> = {
  'Notification/GetUnreadCount': () => ok({ count: 0 }),
  'Customer/CheckConsent': () =>
    ok({
      must_consent: false,
      policy_version: '1.0',
      terms_version: '1.0',
      consented_policy_version: '1.0',
      consented_terms_version: '1.0',
    }),
};

const callKeyOf = (url: URL) => url.pathname.replace('/api/v1/', '');

const responseOf = ({ status, body }: Answer<unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = <Data,>(data: Data): Answer<Data> => ({ status: 200, body: { status: 'success', data } });

/**
 * A refusal as the server words it (DESIGN §5 envelope); the web shows its own text for the code once the
 * error texts have loaded, the server's "x" until then: a test waits for the text (`waitFor`), not for the
 * element that will carry it.
 */
export const refused = (status: number, code: string): Answer => ({
  status,
  body: { status: 'error', http_status: status, code, message: 'x', message_th: 'x' },
});

/** A VALIDATION_FAILED answer naming one field, worded as the API words it (docs/decisions/017). */
export const refusedField = (field: string, key: FieldMessageKey): Answer => ({
  status: 400,
  body: {
    status: 'error',
    http_status: 400,
    code: 'VALIDATION_FAILED',
    message: 'x',
    message_th: 'x',
    errors: [{ field, message: FIELD_MESSAGES[key].en, message_th: FIELD_MESSAGES[key].th }],
  },
});
