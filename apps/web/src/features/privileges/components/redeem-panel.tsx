import { type Address, type PrivilegeDetail, pathOf } from '@loyalty/contracts';
import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { createAttemptKeys, isOutcomeUnknown } from '@/lib/attempt-key';
import { useErrorText } from '@/lib/error-message';
import { CUSTOMER_INFO_QUERY_KEY, HISTORY_QUERY_KEY } from '@/lib/query-keys';
import { type RedeemInput, redeemPrivilege } from '../api/redeem';
import { redemptionKeyOf } from '../api/redemption';
import { invalidatePrivilegeLists } from '../stores/privilege-store';
import { addressLine, RedeemAddressChoice } from './redeem-address-choice';
import { confirmRedeem, openProfileGate } from './redeem-dialogs';

/** Privilege lists and details all live under keys that start with "privilege"; a redemption changes their stock and limits. */
const isPrivilegeQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith('privilege');

/** What the member pays now: the live flash-sale price when there is one. */
function priceOf(privilege: PrivilegeDetail): { points: number; flashSaleId: number | null } {
  const sale = privilege.flash_sale;
  if (sale?.state === 'live') return { points: sale.point_cost, flashSaleId: sale.flash_sale_id };
  return { points: privilege.point_cost, flashSaleId: null };
}

/** What redeeming needs to know of the member; the route reads it from the profile feature. */
export interface RedeemMember {
  balance: number;
  /** SPEC §4 redeemProfileFilled: without it, Redeem opens the profile gate instead. */
  isProfileReady: boolean;
}

interface RedeemPanelProps<K extends QueryKey> {
  privilege: PrivilegeDetail;
  /** null while the member's profile is still loading: Redeem waits for it. */
  member: RedeemMember | null;
  /** Where a physical reward may ship: the member's address list, as the profile feature reads it. */
  addressesQuery: UseQueryOptions<Address[], Error, Address[], K>;
}

/**
 * The redeem part of the privilege detail: the price, why redeeming is blocked when it is, the SPEC §4
 * profile gate, the shipping address of a physical reward, a confirmation, then Privilege/Redeem with one
 * Idempotency-Key per confirmed attempt, and the new redemption's screen.
 */
export function RedeemPanel<K extends QueryKey>({ privilege, member, addressesQuery }: RedeemPanelProps<K>) {
  const { t, i18n } = useTranslation('redemption');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState<Address | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const attemptKeys = useRef(createAttemptKeys()).current;
  const price = priceOf(privilege);
  const isPhysical = privilege.kind === 'physical';

  const redeem = async () => {
    const input: RedeemInput = { Privilege_Id: privilege.privilege_id, Category_Id: privilege.category_id };
    if (price.flashSaleId !== null) input.Flash_Sale_Id = price.flashSaleId;
    if (isPhysical && address) input.Address_Id = address.address_id;
    setError(null);
    await withLoader(async () => {
      try {
        const result = await redeemPrivilege(input, attemptKeys.keyFor(input));
        attemptKeys.settle();
        // The kept lists live in the store, not the query cache: their stock and limits reload on the next visit.
        invalidatePrivilegeLists();
        queryClient.setQueryData(redemptionKeyOf(result.redemption_id, i18n.language), result);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
          queryClient.invalidateQueries({ predicate: (query) => isPrivilegeQuery(query.queryKey) }),
        ]);
        await navigate(pathOf('redemption', { id: result.redemption_id }));
      } catch (failure) {
        attemptKeys.settle(failure);
        setError(failure);
        // A refusal (stock gone, limit reached) changes what the detail should say: read it again.
        if (!isOutcomeUnknown(failure)) {
          invalidatePrivilegeLists();
          await queryClient.invalidateQueries({ predicate: (query) => isPrivilegeQuery(query.queryKey) });
        }
      }
    });
  };

  const onRedeem = () => {
    setError(null);
    if (!member) return;
    if (!member.isProfileReady) {
      // From the redemption flow, edit-profile's success dialog simply closes (SPEC §4 after a profile update).
      openProfileGate(() => void navigate(pathOf('edit-profile'), { state: { fromRedemption: true } }));
      return;
    }
    confirmRedeem(
      {
        title: privilege.title,
        points: price.points,
        balance: member.balance,
        shipTo: isPhysical && address ? addressLine(address, i18n.language) : null,
      },
      () => void redeem(),
    );
  };

  const blockedText = privilege.blocked_by ? t(`redeem.blocked.${privilege.blocked_by}`) : null;
  const isWaitingForAddress = isPhysical && address === null;
  return (
    <section
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm"
      aria-labelledby="redeem-panel-title"
      data-testid="redeem-panel"
    >
      <h2 id="redeem-panel-title" className="text-lg font-bold text-ink-900">
        {t('redeem.title')}
      </h2>
      {isPhysical && !blockedText ? (
        <RedeemAddressChoice query={addressesQuery} value={address} onChange={setAddress} />
      ) : null}
      {blockedText ? (
        <p id="redeem-blocked" className="rounded-2xl bg-ink-50 px-4 py-3 text-ink-800" data-testid="redeem-blocked">
          {blockedText}
        </p>
      ) : null}
      {error ? <Notice testId="redeem-error">{errorText}</Notice> : null}
      <Button
        onClick={onRedeem}
        disabled={blockedText !== null || isWaitingForAddress || member === null}
        aria-describedby={blockedText ? 'redeem-blocked' : undefined}
        data-testid="redeem-button"
      >
        {t('redeem.button')}
      </Button>
    </section>
  );
}
