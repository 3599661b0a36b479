import { type Address, type PrivilegeDetail, pathOf } from '@loyalty/contracts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { type RedeemInput, useRedeem } from '../api/redeem';
import { JUST_REDEEMED } from '../lib/just-redeemed';
import { CollectPointsHelp } from './collect-points-help';
import { addressLine, RedeemAddressChoice } from './redeem-address-choice';
import { confirmRedeem } from './redeem-dialogs';

/** What the member pays now: the live flash-sale price when there is one. */
function priceOf(privilege: PrivilegeDetail): { points: number; flashSaleId: number | null } {
  const sale = privilege.flash_sale;
  if (sale?.state === 'live') return { points: sale.point_cost, flashSaleId: sale.flash_sale_id };
  return { points: privilege.point_cost, flashSaleId: null };
}

/** What redeeming needs to know of the member; the route reads it from the profile feature. */
export interface RedeemMember {
  balance: number;
  /** SPEC §4 redeemProfileFilled: without it, Redeem first asks for what is missing (`profileStep`). */
  isProfileReady: boolean;
}

interface RedeemPanelProps<K extends QueryKey> {
  privilege: PrivilegeDetail;
  /** null while the member's profile is still loading: Redeem waits for it. */
  member: RedeemMember | null;
  /** Where a physical reward may ship: the member's address list, as the profile feature reads it. */
  addressesQuery: UseQueryOptions<Address[], Error, Address[], K>;
  /**
   * What the profile feature asks of a member whose profile is not redeem-ready, shown in place of the
   * panel (issue 34: the first redemption stays on the privilege). `onCancel` goes back to the panel.
   */
  profileStep: (onCancel: () => void) => ReactNode;
}

/**
 * The redeem part of the privilege detail: the price, why redeeming is blocked when it is, the SPEC §4
 * profile gate, the shipping address of a physical reward, a confirmation, then Privilege/Redeem with one
 * Idempotency-Key per confirmed attempt, and the new redemption's screen.
 */
export function RedeemPanel<K extends QueryKey>({
  privilege,
  member,
  addressesQuery,
  profileStep,
}: RedeemPanelProps<K>) {
  const { t, i18n } = useTranslation('redemption');
  const navigate = useNavigate();
  const redeemMutation = useRedeem();
  const [address, setAddress] = useState<Address | null>(null);
  const errorText = useErrorText(redeemMutation.error);
  const attemptKeys = useRef(createAttemptKeys()).current;
  const price = priceOf(privilege);
  const isPhysical = privilege.kind === 'physical';
  const [isCompletingProfile, setCompletingProfile] = useState(false);

  const redeem = () => {
    const input: RedeemInput = { Privilege_Id: privilege.privilege_id, Category_Id: privilege.category_id };
    if (price.flashSaleId !== null) input.Flash_Sale_Id = price.flashSaleId;
    if (isPhysical && address) input.Address_Id = address.address_id;
    redeemMutation.mutate(
      { input, idempotencyKey: attemptKeys.keyFor(input) },
      {
        onSuccess: (result) => {
          attemptKeys.settle();
          void navigate(pathOf('redemption', { id: result.redemption_id }), { state: JUST_REDEEMED });
        },
        onError: (failure) => attemptKeys.settle(failure),
      },
    );
  };

  const askToConfirm = (balance: number) =>
    confirmRedeem(
      {
        title: privilege.title,
        points: price.points,
        balance,
        shipTo: isPhysical && address ? addressLine(address, i18n.language) : null,
      },
      redeem,
    );

  const onRedeem = () => {
    redeemMutation.reset();
    if (!member) return;
    if (!member.isProfileReady) {
      setCompletingProfile(true);
      return;
    }
    askToConfirm(member.balance);
  };

  // Back from the profile step with a redeem-ready profile: the member confirms the redemption as usual.
  const readyBalance = isCompletingProfile && member?.isProfileReady ? member.balance : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, when the profile turns ready
  useEffect(() => {
    if (readyBalance === null) return;
    setCompletingProfile(false);
    askToConfirm(readyBalance);
  }, [readyBalance]);

  if (isCompletingProfile && !member?.isProfileReady) return <>{profileStep(() => setCompletingProfile(false))}</>;

  const pointsShort =
    privilege.blocked_by === 'INSUFFICIENT_POINTS' && member ? Math.max(price.points - member.balance, 1) : null;
  const blockedText = privilege.blocked_by
    ? pointsShort !== null
      ? t('redeem.needMore', { points: formatPoints(pointsShort, i18n.language) })
      : t(`redeem.blocked.${privilege.blocked_by}`)
    : null;
  const isWaitingForAddress = isPhysical && address === null;
  return (
    <Card as="section" className="flex flex-col gap-4" aria-labelledby="redeem-panel-title" data-testid="redeem-panel">
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
      {pointsShort !== null ? <CollectPointsHelp /> : null}
      {redeemMutation.isError ? <Notice testId="redeem-error">{errorText}</Notice> : null}
      <Button
        onClick={onRedeem}
        disabled={blockedText !== null || isWaitingForAddress || member === null}
        aria-describedby={blockedText ? 'redeem-blocked' : undefined}
        data-testid="redeem-button"
      >
        {t('redeem.button')}
      </Button>
    </Card>
  );
}
