import { operatorLogin, operatorLogout, operatorMe } from '@loyalty/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { endAdminSession, startAdminSession } from '../../../lib/admin-session';

export const OPERATOR_ME_KEY = adminCallKey(operatorMe);

/**
 * GET /auth/me: who is signed in, for the shell's name and the areas the role may see. Read once per
 * session: a role change or deactivation ends the operator's sessions on the server, so the next call
 * answers 401 and the console signs in again rather than showing a stale role.
 */
export const operatorMeQuery = () =>
  queryOptions({
    queryKey: OPERATOR_ME_KEY,
    queryFn: ({ signal }) => callAdmin(operatorMe, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useOperatorMe() {
  return useQuery(operatorMeQuery());
}

/**
 * POST /auth/login: a session keeps its token and seeds `me`, so the shell opens without asking again.
 * The server answers SECOND_FACTOR_REQUIRED when the password is right and a code is needed.
 */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string; totp_code?: string | undefined }) =>
      callAdmin(operatorLogin, { input }),
    onSuccess: (session) => {
      startAdminSession(session.token);
      queryClient.setQueryData(OPERATOR_ME_KEY, session.operator);
    },
  });
}

/** Ends the session here whatever the server says: a revoked or expired token is signed out already. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await callAdmin(operatorLogout, { input: {} });
  } finally {
    endAdminSession({ notify: false });
    queryClient.clear();
  }
}
