import type { OPERATOR_ROLES, Operator } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { buildAdminRoutes, connectSessionEnd } from '../app/router';
import { startAdminSession } from '../lib/admin-session';

/** Renders the console's real route table at a path, as its entry does (test helper). */
export function renderAdmin(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(buildAdminRoutes(queryClient), { initialEntries: [path] });
  connectSessionEnd(router);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Handler = (body: unknown, url: URL, init: RequestInit | undefined) => { status: number; body: unknown };

/**
 * Answers `fetch` for the admin API: each handler is keyed by method and path under /api/admin/v1
 * (`GET /audit`). An unexpected call fails the test loudly.
 */
export function mockAdminApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/admin/v1', '')}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const { status, body } = handler(init?.body ? JSON.parse(String(init.body)) : null, url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown) => ({ status: 200, body: { status: 'success', data } });

/** A refusal as the server words it (DESIGN §5); the console shows its own words for the code. */
export const refused = (
  status: number,
  code: string,
  errors?: { field: string; message: string; message_th: string }[],
) => ({
  status,
  body: { status: 'error', http_status: status, code, message: 'server words', message_th: 'server words', errors },
});

const TEST_OPERATORS = {
  admin: { id: 1, name: 'Ada Admin' },
  staff: { id: 2, name: 'Sam Staff' },
  content: { id: 3, name: 'Cora Content' },
  cashier: { id: 4, name: 'Cal Cashier' },
} as const satisfies Record<(typeof OPERATOR_ROLES)[number], { id: number; name: string }>;

export function operatorOf(role: (typeof OPERATOR_ROLES)[number], extra: Partial<Operator> = {}): Operator {
  return {
    ...TEST_OPERATORS[role],
    email: `${role}@example.com`,
    role,
    company_ids: [],
    is_disabled: false,
    has_totp: false,
    invite_pending: false,
    created_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

/** No work waiting: what the menu's counts read unless a test says otherwise. */
export const NO_QUEUES = {
  receipts_pending: 0,
  adjustments_pending: 0,
  shipments_open: 0,
  jobs_failed: 0,
  campaigns_pending_approval: 0,
  broadcasts_pending_approval: 0,
  privacy_requests_late: 0,
};

/** An operator already signed in: a token in its own key, `me` answering them, and the menu's counts. */
export function signInAs(operator: Operator) {
  startAdminSession(`token-of-${operator.email}`);
  return { 'GET /auth/me': () => ok(operator), 'GET /queues': () => ok(NO_QUEUES) };
}

export const page = <T,>(items: T[], { page = 1, limit = 20, total = items.length } = {}) =>
  ok({ items, page, limit, total, end_page: page * limit >= total });

/**
 * Stubs the browser's save of a downloaded file (object URL and link click) and answers the names the
 * console saved, in order.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
