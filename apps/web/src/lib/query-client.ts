import { QueryClient } from '@tanstack/react-query';

/**
 * Errors of the API are envelopes the global handling already acted on (SPEC §4); retrying a 4xx would
 * only repeat it, so only unanswered calls are retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isUnanswered(error),
      },
      mutations: { retry: false },
    },
  });
}

function isUnanswered(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { http_status?: unknown }).http_status === 0;
}
