import {
  type AdminCallInput,
  identifyTillMember,
  listTillStores,
  payWithTillPoints,
  recordTillSale,
  refundTillSale,
  type TillPayment,
  type TillRefund,
  type TillSale,
} from '@loyalty/contracts';
import { type Mutation, queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';

/** The till's keys, each the call it makes (admin-keys.ts): the stores read, and the writes the session lists. */
export const tillKeys = {
  stores: adminCallKey(listTillStores),
  identify: adminCallKey(identifyTillMember),
  sale: adminCallKey(recordTillSale),
  refund: adminCallKey(refundTillSale),
  payment: adminCallKey(payWithTillPoints),
};

/** GET /till/stores: the stores change seldom, and a cashier keeps one all shift. */
export function tillStoresQuery() {
  return queryOptions({
    queryKey: tillKeys.stores,
    queryFn: ({ signal }) => callAdmin(listTillStores, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /till/identify: who a code names. A read that spends nothing, sent as the cashier asks. */
export function useIdentifyTillMember() {
  return useMutation({
    mutationKey: tillKeys.identify,
    mutationFn: (input: AdminCallInput<typeof identifyTillMember>) => callAdmin(identifyTillMember, { input }),
  });
}

/** The customer a till write was for, as the session's list names them. */
export interface TillCustomer {
  mbk_member_id: string;
  display_name: string;
}

/** Every till write carries its customer and the attempt's Idempotency-Key (DESIGN §5, `createAttemptKeys`). */
interface WriteVariables {
  customer: TillCustomer;
  key: string;
}

export interface SaleVariables extends WriteVariables {
  input: AdminCallInput<typeof recordTillSale>;
}
export interface RefundVariables extends WriteVariables {
  transactionId: number;
  input: AdminCallInput<typeof refundTillSale>;
}
export interface PaymentVariables extends WriteVariables {
  input: AdminCallInput<typeof payWithTillPoints>;
}

/**
 * The till's writes stay in the mutation cache while the console is open (no garbage collection): their
 * answers are this session's list of operations, read back by `useTillOperations`.
 */
const KEEP_FOR_THE_SESSION = Number.POSITIVE_INFINITY;

export function useRecordTillSale() {
  return useMutation({
    mutationKey: tillKeys.sale,
    gcTime: KEEP_FOR_THE_SESSION,
    mutationFn: ({ input, key }: SaleVariables) => callAdmin(recordTillSale, { input, idempotencyKey: key }),
  });
}

export function useRefundTillSale() {
  return useMutation({
    mutationKey: tillKeys.refund,
    gcTime: KEEP_FOR_THE_SESSION,
    mutationFn: ({ transactionId, input, key }: RefundVariables) =>
      callAdmin(refundTillSale, { params: { transaction_id: String(transactionId) }, input, idempotencyKey: key }),
  });
}

export function usePayWithTillPoints() {
  return useMutation({
    mutationKey: tillKeys.payment,
    gcTime: KEEP_FOR_THE_SESSION,
    mutationFn: ({ input, key }: PaymentVariables) => callAdmin(payWithTillPoints, { input, idempotencyKey: key }),
  });
}

/** One till write that succeeded in this session, newest first in `useTillOperations`. */
export type TillOperation = { at: number; customer: TillCustomer } & (
  | { kind: 'sale'; input: SaleVariables['input']; result: TillSale }
  | { kind: 'refund'; transactionId: number; input: RefundVariables['input']; result: TillRefund }
  | { kind: 'payment'; input: PaymentVariables['input']; result: TillPayment }
);

const KIND_OF_CALL: Readonly<Record<string, TillOperation['kind']>> = {
  [recordTillSale.name]: 'sale',
  [refundTillSale.name]: 'refund',
  [payWithTillPoints.name]: 'payment',
};

const kindOf = (mutation: Mutation<unknown, Error, unknown>) => {
  const [scope, name] = mutation.options.mutationKey ?? [];
  return scope === 'admin' && typeof name === 'string' ? KIND_OF_CALL[name] : undefined;
};

/** This session's sales, refunds and payments that went through, newest first. */
export function useTillOperations(): TillOperation[] {
  const operations = useMutationState({
    filters: { status: 'success', predicate: (mutation) => kindOf(mutation) !== undefined },
    select: (mutation) =>
      ({
        ...(mutation.state.variables as object),
        kind: kindOf(mutation),
        at: mutation.state.submittedAt,
        result: mutation.state.data,
      }) as TillOperation,
  });
  return [...operations].sort((first, second) => second.at - first.at);
}
