import { OUTBOX_PATH, type OutboxItem } from '@loyalty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isErrorBody, toQueryString } from '@/lib/api-client';
import { devOutboxKeys } from './keys';

/**
 * GET /api/dev/outbox (DESIGN §7): what the server would have sent, newest first. It lives outside
 * `/api/v1` and needs no session, so it is a plain request rather than a contract call.
 */
export async function getOutbox(recipient: string, signal?: AbortSignal): Promise<OutboxItem[]> {
  const response = await fetch(`${OUTBOX_PATH}${toQueryString({ recipient: recipient.trim() })}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await response.json();
  if (!response.ok || isErrorBody(body)) throw body;
  return (body as { data: OutboxItem[] }).data;
}

export function getOutboxQueryOptions(recipient: string) {
  return queryOptions({
    queryKey: devOutboxKeys.outbox(recipient.trim()),
    queryFn: ({ signal }) => getOutbox(recipient, signal),
    staleTime: 0,
  });
}

export function useOutbox(recipient: string) {
  return useQuery(getOutboxQueryOptions(recipient));
}
