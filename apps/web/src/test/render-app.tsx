import { FIELD_MESSAGES, type FieldMessageKey } from '@loyalty/contracts';
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

type Handler = (body: unknown, url: URL) => { status: number; body: unknown };

/**
 * Answers `fetch` at the network edge: each handler is keyed by the call's path under /api/v1
 * (`Customer/GetCustomerInfo`). An unexpected call fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = url.pathname.replace('/api/v1/', '');
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${url.pathname}`);
    const { status, body } = handler(init?.body ? JSON.parse(String(init.body)) : null, url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown) => ({ status: 200, body: { status: 'success', data } });

/** A refusal as the server words it (DESIGN §5 envelope); the web shows its own text for the code. */
export const refused = (status: number, code: string) => ({
  status,
  body: { status: 'error', http_status: status, code, message: 'x', message_th: 'x' },
});

/** A VALIDATION_FAILED answer naming one field, worded as the API words it (docs/decisions/017). */
export const refusedField = (field: string, key: FieldMessageKey) => ({
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
