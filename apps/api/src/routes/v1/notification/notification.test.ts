import {
  getNotificationList,
  getNotificationPreferences,
  getUnreadCount,
  markNotificationRead,
  updateNotificationPreferences,
} from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { recordNotification } from '../../../modules/notifications/notification-service.js';

const context = useTestApp();

/** A member with three notifications, the last one newest, and their session. */
async function memberWithInbox() {
  const member = await createMember(context.database.orm);
  for (const points of [40, 80, 120]) {
    await recordNotification(context.database.orm, {
      memberId: member.id,
      kind: 'points_earned',
      eventKey: `test:points_earned:${member.id}:${points}`,
      title: { th: `คุณได้รับ ${points} คะแนน`, en: `You earned ${points} points` },
      body: { th: 'ที่บ้านบรูว์', en: 'At Baan Brew' },
      linkPath: '/point-transaction',
    });
  }
  return { member, as: { token: await sessionTokenFor(context.database.orm, member) } };
}

describe('the member inbox (DESIGN §15)', () => {
  it('lists the member’s notifications newest first, paged, in the request’s language', async () => {
    const { as } = await memberWithInbox();
    const english = (await callContract(context.app, getNotificationList, { limit: 2 }, { as })).data;
    const thai = (await callContract(context.app, getNotificationList, { page: 2, limit: 2 }, { as, language: 'th' }))
      .data;

    expect(english.items.map((item) => item.title)).toEqual(['You earned 120 points', 'You earned 80 points']);
    expect(english).toMatchObject({ total: 3, end_page: false });
    expect(english.items[0]).toMatchObject({ kind: 'points_earned', link_path: '/point-transaction', read_at: null });
    expect(thai.items.map((item) => item.title)).toEqual(['คุณได้รับ 40 คะแนน']);
    expect(thai.end_page).toBe(true);
  });

  it('records one notification however often the same event is raised', async () => {
    const member = await createMember(context.database.orm);
    const event = {
      memberId: member.id,
      kind: 'birthday_bonus' as const,
      eventKey: `test:birthday:${member.id}:2026`,
      title: { th: 'สุขสันต์วันเกิด', en: 'Happy birthday' },
      body: { th: 'รับ 200 คะแนน', en: '200 points for you' },
      linkPath: null,
    };
    const first = await recordNotification(context.database.orm, event);
    const again = await recordNotification(context.database.orm, event);
    const as = { token: await sessionTokenFor(context.database.orm, member) };
    const unread = (await callContract(context.app, getUnreadCount, {}, { as })).data;

    expect([first, again]).toEqual([true, false]);
    expect(unread).toEqual({ count: 1 });
  });

  it('marks one read, refuses another member’s, then marks all read, answering what is left unread', async () => {
    const { as } = await memberWithInbox();
    const other = await memberWithInbox();
    const [newest] = (await callContract(context.app, getNotificationList, {}, { as })).data.items;
    const theirs = (await callContract(context.app, getNotificationList, {}, { as: other.as })).data.items[0];
    if (!newest || !theirs) throw new Error('No notifications');

    const one = await callContract(context.app, markNotificationRead, { Notification_Id: newest.id }, { as });
    const again = await callContract(context.app, markNotificationRead, { Notification_Id: newest.id }, { as });
    const stranger = await callContract(context.app, markNotificationRead, { Notification_Id: theirs.id }, { as });
    const all = await callContract(context.app, markNotificationRead, { All: true }, { as });

    expect(one.data).toEqual({ unread: 2 });
    expect(again.data).toEqual({ unread: 2 });
    expect(stranger.statusCode).toBe(404);
    expect(all.data).toEqual({ unread: 0 });
    expect((await callContract(context.app, getUnreadCount, {}, { as: other.as })).data).toEqual({
      count: 3,
    });
  });

  it('takes exactly one of an id or `All: true`, of their own types', async () => {
    const { as } = await memberWithInbox();
    for (const input of [
      {},
      { All: 'true' },
      { All: false },
      { Notification_Id: ' 1 ' },
      { Notification_Id: 1, All: true },
    ]) {
      const answer = await callContract(context.app, markNotificationRead, badInput(input), { as });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('keeps LINE and e-mail on until the member turns them off, and refuses anything but booleans', async () => {
    const { as } = await memberWithInbox();
    const before = (await callContract(context.app, getNotificationPreferences, {}, { as })).data;
    const changed = await callContract(
      context.app,
      updateNotificationPreferences,
      { Line: false, Email: true },
      { as },
    );
    const after = (await callContract(context.app, getNotificationPreferences, {}, { as })).data;
    const wrong = await callContract(
      context.app,
      updateNotificationPreferences,
      badInput({ Line: 'no', Email: true }),
      {
        as,
      },
    );

    expect(before).toEqual({ line: true, email: true });
    expect(changed.data).toEqual({ line: false, email: true });
    expect(after).toEqual({ line: false, email: true });
    expect(wrong.statusCode).toBe(400);
  });

  it('is the signed-in member’s alone', async () => {
    const answer = await callContract(context.app, getUnreadCount, {});
    expect(answer.statusCode).toBe(401);
  });
});
