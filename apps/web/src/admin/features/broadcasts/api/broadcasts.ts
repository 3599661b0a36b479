import {
  type AdminCallInput,
  approveBroadcast,
  type Broadcast,
  type BroadcastSegment,
  type BroadcastStatus,
  cancelBroadcast,
  countBroadcastRecipients,
  createBroadcast,
  getBroadcast,
  listBroadcasts,
  updateBroadcast,
} from '@loyalty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type BroadcastListInput = AdminCallInput<typeof listBroadcasts>;
export type BroadcastInput = AdminCallInput<typeof createBroadcast>;

/** While a broadcast is due or sending its progress moves: read it again this often. */
export const PROGRESS_REFRESH_MS = 3000;

/** The statuses whose progress still moves. */
const MOVING: ReadonlySet<BroadcastStatus> = new Set(['scheduled', 'sending']);

const broadcastKey = (id: number) => adminCallKey(getBroadcast, id);

/** GET /broadcasts: one page of broadcasts; read again while one on the page is due or sending. */
export function useBroadcastList(input: BroadcastListInput) {
  return useQuery({
    ...adminListQuery(listBroadcasts, input),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => MOVING.has(item.status)) ? PROGRESS_REFRESH_MS : false,
  });
}

/** GET /broadcasts/{id}: one broadcast, its progress read again while it is due or sending. */
export function useBroadcast(id: number) {
  return useQuery(
    queryOptions({
      queryKey: broadcastKey(id),
      queryFn: ({ signal }) => callAdmin(getBroadcast, { params: { id: String(id) }, signal }),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data && MOVING.has(query.state.data.status) ? PROGRESS_REFRESH_MS : false,
    }),
  );
}

/** After a write the broadcast's page shows what the server answered, and every list page reads afresh. */
function useKeepBroadcast() {
  const queryClient = useQueryClient();
  return (broadcast: Broadcast) => {
    queryClient.setQueryData(broadcastKey(broadcast.id), broadcast);
    return queryClient.invalidateQueries({ queryKey: adminListKey(listBroadcasts) });
  };
}

/** POST /broadcasts/recipients (admins): how many members a segment reaches now; changes nothing. */
export function useCountRecipients() {
  return useMutation({
    mutationFn: (segment: BroadcastSegment) => callAdmin(countBroadcastRecipients, { input: { segment } }),
  });
}

/** POST /broadcasts (admins): a broadcast, scheduled or waiting for a second admin by its recipients. */
export function useCreateBroadcast() {
  const keep = useKeepBroadcast();
  return useMutation({
    mutationFn: (input: BroadcastInput) => callAdmin(createBroadcast, { input }),
    onSuccess: keep,
  });
}

/** PUT /broadcasts/{id} (admins): the whole broadcast, counted again; an approval given is withdrawn. */
export function useUpdateBroadcast(id: number) {
  const keep = useKeepBroadcast();
  return useMutation({
    mutationFn: (input: BroadcastInput) => callAdmin(updateBroadcast, { params: { id: String(id) }, input }),
    onSuccess: keep,
  });
}

const STEP_CALLS = { approve: approveBroadcast, cancel: cancelBroadcast } as const;
export type BroadcastStep = keyof typeof STEP_CALLS;

/** POST /broadcasts/{id}/approve or /cancel (admins); each answers a retry with the broadcast as it stands. */
export function useBroadcastStep(id: number, step: BroadcastStep) {
  const keep = useKeepBroadcast();
  return useMutation({
    mutationFn: () => callAdmin(STEP_CALLS[step], { params: { id: String(id) } }),
    onSuccess: keep,
  });
}
