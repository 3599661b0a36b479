import { memberCall, registerThaiMember } from './members';
import {
  cardTemplateIdsAs,
  issueCardsAs,
  memberIdOf,
  type OperatorLogin,
  operatorToken,
  proposeAdjustmentAs,
} from './operators';

/**
 * A physical reward ordered by a new member of its own (so no other flow moves its shipment): points
 * from an admin's adjustment, the birth date redeeming asks for, a Bangkok address, then the seeded canvas tote bag redeemed to it.
 */
export async function orderedReward(admin: OperatorLogin): Promise<{ memberId: string; redemptionId: number }> {
  const member = await registerThaiMember('Kanya');
  const [memberId, token] = await Promise.all([memberIdOf(member), operatorToken(admin)]);
  await proposeAdjustmentAs(token, memberId, { points: 1000, reason: 'Reward test', reason_th: 'ทดสอบของรางวัล' });
  const address = await memberCall<{ address_id: number }>('Address/AddAddress', member.token, {
    Recipient_Name: 'Kanya Jaidee',
    Mobile_No: member.mobile,
    Address: '88/12 Sukhumvit Soi 24',
    Province_Id: 10,
    District_Id: 1033,
    Sub_District_Id: 103302,
    Postal_Code: '10110',
    Is_Default: true,
  });
  // SPEC §4: redeeming asks for the birth date, which registration leaves empty.
  await memberCall('Customer/UpdateCustomer', member.token, {
    First_Name: member.firstName,
    Last_Name: 'Jaidee',
    Date_Of_Birth: '1992-04-01',
  });
  const listed = await memberCall<{ items: { privilege_id: number; category_id: number }[] }>(
    'Privilege/GetPrivilegeList?Keyword=tote',
    member.token,
  );
  const [tote] = listed.items;
  if (!tote) throw new Error('The seeded tote bag is not listed');
  const redeemed = await memberCall<{ redemption_id: number }>('Privilege/Redeem', member.token, {
    Privilege_Id: tote.privilege_id,
    Category_Id: tote.category_id,
    Address_Id: address.address_id,
  });
  return { memberId, redemptionId: redeemed.redemption_id };
}

/**
 * A new member holding a Chaba Mart card (issued through the back-office, as the cards flow does), and
 * that card's counter code of this minute, as the member's card screen shows it.
 */
export async function memberWithCounterCode(admin: OperatorLogin): Promise<{ memberId: string; code: string }> {
  const member = await registerThaiMember('Pim');
  const [memberId, token] = await Promise.all([memberIdOf(member), operatorToken(admin)]);
  const templateId = (await cardTemplateIdsAs(token)).get('Chaba Mart Member Card');
  if (!templateId) throw new Error('No seeded Chaba Mart card template');
  await issueCardsAs(token, { templateId, memberIds: [memberId], expiresAt: new Date(Date.now() + 86_400_000 * 365) });
  const cards = await memberCall<{ items: { card_id: number }[] }>(
    'VirtualCard/GetActiveVirtualCardList',
    member.token,
  );
  const [card] = cards.items;
  if (!card) throw new Error('The card was not issued');
  const answer = await memberCall<{ code: string }>(`VirtualCard/GetCounterCode?card_Id=${card.card_id}`, member.token);
  return { memberId, code: answer.code };
}
