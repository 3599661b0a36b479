import { createMember, uniqueMobile } from '../../../test/factories.js';
import type { Orm } from '../../db/client.js';
import {
  addAddress,
  createOffer,
  redeemPayload,
  redeemReadyProfile,
} from '../../routes/v1/privilege/redemption-test-kit.js';
import { redeemPrivilege } from './redeem-service.js';

/** A free physical reward redeemed by a new member (status ordered), and that member. */
export async function orderedReward(
  db: Orm,
  privilege: { titleEn?: string; titleTh?: string } = {},
): Promise<{ redemptionId: number; memberId: number }> {
  const member = await createMember(db, { mobileNo: uniqueMobile(), ...redeemReadyProfile() });
  const offer = await createOffer(db, { kind: 'physical', pointCost: 0, ...privilege });
  const addressId = await addAddress(db, member.id);
  const redeemed = await redeemPrivilege(db, {
    memberId: member.id,
    idempotencyKey: undefined,
    input: redeemPayload(offer.privilege, { Address_Id: addressId }),
    language: 'en',
  });
  return { redemptionId: redeemed.redemption_id, memberId: member.id };
}
