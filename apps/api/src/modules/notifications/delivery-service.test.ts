import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import type { LinePush, LinePushResult } from '../../adapters/line/line-messaging.js';
import type { OutgoingMessage } from '../../adapters/types.js';
import { notificationDeliveries, notifications, outboxMessages } from '../../db/schema.js';
import { recordFollow } from '../line/line-follow-repository.js';
import { setMemberStatus } from '../members/member-service.js';
import { createOutboxLineMessaging, createOutboxSender } from '../outbox/outbox-service.js';
import { claimDueDeliveries } from './delivery-repository.js';
import { DELIVERY_LEASE_MS, type DeliveryDeps, deliverDueNotifications, newLineState } from './delivery-service.js';
import { recordNotification, updatePreferences } from './notification-service.js';

const context = useTestDatabase();

/** A LINE that answers each push as told (by default `sent`) and keeps what it was asked. */
function fakeLine(answer: (push: LinePush) => LinePushResult = () => ({ outcome: 'sent' })) {
  const pushes: LinePush[] = [];
  return {
    pushes,
    lineMessaging: {
      push: async (push: LinePush) => {
        pushes.push(push);
        return answer(push);
      },
    },
  };
}

function fakeMail(fail?: () => Error) {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    mail: {
      send: async (message: OutgoingMessage) => {
        const error = fail?.();
        if (error) throw error;
        sent.push(message);
      },
    },
  };
}

function depsOf(parts: Partial<DeliveryDeps>): DeliveryDeps {
  return {
    db: context.database.orm,
    lineMessaging: fakeLine().lineMessaging,
    mail: fakeMail().mail,
    publicUrl: 'https://members.example',
    liffId: '1234567890-AbCdEfGh',
    ...parts,
  };
}

/** A member linked to a LINE user who follows the official account (unless told otherwise), in `language`. */
async function lineMember(options: { following?: boolean; language?: 'th' | 'en' } = {}) {
  const { orm } = context.database;
  const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
  const member = await createMember(orm, { lineUserId, language: options.language ?? 'th' });
  await recordFollow(orm, {
    lineUserId,
    following: options.following ?? true,
    changedAt: new Date(),
    webhookEventId: randomUUID(),
  });
  return member;
}

async function raise(memberId: number, kind: 'points_earned' | 'tier_up' = 'points_earned') {
  const eventKey = `test:${kind}:${randomUUID()}`;
  await recordNotification(context.database.orm, {
    memberId,
    kind,
    eventKey,
    title: { th: 'คุณได้รับ 80 คะแนน', en: 'You earned 80 points' },
    body: { th: 'ที่ชบามาร์ท', en: 'At Chaba Mart' },
    linkPath: '/point-transaction',
  });
  const [notification] = await context.database.orm
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.eventKey, eventKey));
  // The deliveries are due at PostgreSQL's now() of the insert, in microseconds; a test's `new Date()`
  // of the same millisecond is truncated below it and would find nothing due yet. The clock moves on first.
  const raisedBy = Date.now();
  while (Date.now() <= raisedBy) await new Promise((resolve) => setImmediate(resolve));
  return notification?.id ?? 0;
}

function deliveriesOf(notificationId: number) {
  return context.database.orm
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .orderBy(notificationDeliveries.channel);
}

/** Runs batches until none is due at `now`: a test sees every delivery its event caused, fallbacks included. */
async function deliverAll(deps: DeliveryDeps, now = new Date()) {
  const line = newLineState();
  for (let round = 0; round < 10; round += 1) {
    const counts = await deliverDueNotifications(deps, line, { now });
    if (counts.claimed === 0) return;
  }
}

describe('notification deliveries (DESIGN §15)', () => {
  it('pushes a Flex message to a following member in their language, under the delivery id as retry key, once', async () => {
    const member = await lineMember({ language: 'en' });
    const notificationId = await raise(member.id);
    const line = fakeLine();
    const deps = depsOf({ lineMessaging: line.lineMessaging });

    await deliverAll(deps);
    await deliverAll(deps);

    const [delivery] = await deliveriesOf(notificationId);
    const pushes = line.pushes.filter((push) => push.to === member.lineUserId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.retryKey).toBe(delivery?.id);
    expect(pushes[0]?.messages[0]).toMatchObject({ type: 'flex', altText: 'You earned 80 points' });
    expect(JSON.stringify(pushes[0]?.messages)).toContain('https://liff.line.me/1234567890-AbCdEfGh/point-transaction');
    expect(delivery).toMatchObject({ channel: 'line', status: 'sent', attempts: 1 });
  });

  it('sends the kinds a member must not miss by e-mail too, HTML and text, in Thai by default', async () => {
    const member = await lineMember();
    const notificationId = await raise(member.id, 'tier_up');
    const mail = fakeMail();

    await deliverAll(depsOf({ mail: mail.mail }));

    const deliveries = await deliveriesOf(notificationId);
    expect(deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([
      ['line', 'sent'],
      ['email', 'sent'],
    ]);
    const [email] = mail.sent.filter((message) => message.to === member.email);
    expect(email).toMatchObject({ subject: 'คุณได้รับ 80 คะแนน', messageId: deliveries[1]?.id });
    expect(email?.body).toContain('https://members.example/point-transaction');
    expect(email?.html).toContain('<h1 style="font-size:20px;margin:0 0 12px">คุณได้รับ 80 คะแนน</h1>');
  });

  it('falls back to e-mail once for a member who blocked the account, and when LINE answers "not a friend"', async () => {
    const blocked = await lineMember({ following: false });
    const unknownToLine = await lineMember();
    const blockedNotification = await raise(blocked.id);
    const refusedNotification = await raise(unknownToLine.id);
    const line = fakeLine((push) =>
      push.to === unknownToLine.lineUserId ? { outcome: 'not_a_friend' } : { outcome: 'sent' },
    );
    const mail = fakeMail();

    await deliverAll(depsOf({ lineMessaging: line.lineMessaging, mail: mail.mail }));

    expect(line.pushes.some((push) => push.to === blocked.lineUserId)).toBe(false);
    for (const [member, notificationId] of [
      [blocked, blockedNotification],
      [unknownToLine, refusedNotification],
    ] as const) {
      const deliveries = await deliveriesOf(notificationId);
      expect(deliveries.map((delivery) => [delivery.channel, delivery.status, delivery.outcome])).toEqual([
        ['line', 'skipped', 'not_a_friend'],
        ['email', 'sent', null],
      ]);
      expect(mail.sent.filter((message) => message.to === member.email)).toHaveLength(1);
    }
  });

  it('waits as long as LINE says after a 429, without counting it a try, then sends', async () => {
    const member = await lineMember();
    const notificationId = await raise(member.id);
    let answers = 0;
    const line = fakeLine((push) => {
      if (push.to !== member.lineUserId) return { outcome: 'sent' };
      answers += 1;
      return answers === 1 ? { outcome: 'rate_limited', retryAfterMs: 30_000 } : { outcome: 'sent' };
    });
    const deps = depsOf({ lineMessaging: line.lineMessaging });
    const now = new Date();

    await deliverDueNotifications(deps, newLineState(), { now });
    const [waiting] = await deliveriesOf(notificationId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, outcome: 'rate_limited' });
    expect(waiting?.dueAt.getTime()).toBe(now.getTime() + 30_000);

    await deliverAll(deps, new Date(now.getTime() + 10_000));
    expect(answers).toBe(1);
    await deliverAll(deps, new Date(now.getTime() + 31_000));
    expect(await deliveriesOf(notificationId)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('retries a LINE failure or a mail server that is down with backoff, and gives up after the eighth try', async () => {
    const member = await lineMember();
    const notificationId = await raise(member.id, 'tier_up');
    const line = fakeLine((push) =>
      push.to === member.lineUserId ? { outcome: 'failed', reason: 'LINE answered 500' } : { outcome: 'sent' },
    );
    const mail = fakeMail(() => new Error('connect ECONNREFUSED 127.0.0.1:25'));
    const deps = depsOf({ lineMessaging: line.lineMessaging, mail: mail.mail });
    let now = new Date();

    await deliverDueNotifications(deps, newLineState(), { now });
    const firstDue = (await deliveriesOf(notificationId)).map((delivery) => delivery.dueAt.getTime() - now.getTime());
    expect(firstDue).toEqual([30_000, 30_000]);
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      now = new Date(now.getTime() + 2 * 60 * 60_000);
      await deliverAll(deps, now);
    }

    expect(await deliveriesOf(notificationId)).toMatchObject([
      { channel: 'line', status: 'failed', attempts: 8, outcome: 'LINE answered 500' },
      { channel: 'email', status: 'failed', attempts: 8, outcome: 'Error: connect ECONNREFUSED 127.0.0.1:25' },
    ]);
    expect(line.pushes.filter((push) => push.to === member.lineUserId)).toHaveLength(8);
  });

  it('turns to e-mail for the rest of the month once LINE says the quota is spent', async () => {
    const first = await lineMember();
    const second = await lineMember();
    const firstNotification = await raise(first.id);
    const secondNotification = await raise(second.id);
    const line = fakeLine(() => ({ outcome: 'quota_spent' }));
    const mail = fakeMail();
    const deps = depsOf({ lineMessaging: line.lineMessaging, mail: mail.mail });
    const state = newLineState();

    for (let round = 0; round < 5; round += 1) await deliverDueNotifications(deps, state, { limit: 1 });

    const pushedTo = line.pushes.map((push) => push.to);
    expect(pushedTo.filter((to) => to === first.lineUserId || to === second.lineUserId)).toHaveLength(1);
    for (const notificationId of [firstNotification, secondNotification]) {
      expect((await deliveriesOf(notificationId)).map((delivery) => [delivery.channel, delivery.status])).toEqual([
        ['line', 'skipped'],
        ['email', 'sent'],
      ]);
    }
  });

  it('sends nothing to a member who left or turned the channel off between the event and the send', async () => {
    const { orm } = context.database;
    const leaving = await lineMember();
    const quiet = await lineMember();
    const leftNotification = await raise(leaving.id, 'tier_up');
    const quietNotification = await raise(quiet.id, 'tier_up');
    await setMemberStatus(orm, leaving.id, { status: 'canceled', reason: 'test', at: new Date() });
    await updatePreferences(orm, quiet.id, { Line: false, Email: false });
    const line = fakeLine();
    const mail = fakeMail();

    await deliverAll(depsOf({ lineMessaging: line.lineMessaging, mail: mail.mail }));

    expect(line.pushes.some((push) => push.to === leaving.lineUserId || push.to === quiet.lineUserId)).toBe(false);
    expect(mail.sent.some((message) => message.to === leaving.email || message.to === quiet.email)).toBe(false);
    expect((await deliveriesOf(leftNotification)).map((delivery) => delivery.outcome)).toEqual([
      'member_gone',
      'member_gone',
    ]);
    expect((await deliveriesOf(quietNotification)).map((delivery) => delivery.outcome)).toEqual([
      'turned_off',
      'turned_off',
    ]);
  });

  it('delivers each notification once when workers race, and once more after a worker died holding its lease', async () => {
    const { orm } = context.database;
    const members = await Promise.all(Array.from({ length: 30 }, () => lineMember()));
    const ids = await Promise.all(members.map((member) => raise(member.id)));
    const deps = depsOf({ lineMessaging: createOutboxLineMessaging(orm), mail: createOutboxSender(orm, 'email') });
    const now = new Date();

    // A worker claimed ten, pushed five of them and was killed before it recorded anything: its rows
    // wait for the lease to run out, and the five pushed go again under the same retry key.
    const dead = await claimDueDeliveries(orm, { now, leaseMs: DELIVERY_LEASE_MS, limit: 10 });
    for (const delivery of dead.slice(0, 5)) {
      await deps.lineMessaging.push({
        to: delivery.lineUserId ?? '',
        retryKey: delivery.id,
        messages: [{ type: 'text' }],
      });
    }
    await Promise.all([
      deliverDueNotifications(deps, newLineState(), { now, limit: 7 }),
      deliverDueNotifications(deps, newLineState(), { now, limit: 7 }),
      deliverDueNotifications(deps, newLineState(), { now, limit: 7 }),
    ]);
    expect(await deliveriesOf(ids[0] ?? 0)).toMatchObject([{ status: 'pending' }]);
    await deliverAll(deps, new Date(now.getTime() + DELIVERY_LEASE_MS + 1000));

    const lineUserIds = members.map((member) => member.lineUserId ?? '');
    const outbox = await orm.select().from(outboxMessages).where(eq(outboxMessages.channel, 'line'));
    const mine = outbox.filter((message) => lineUserIds.includes(message.recipient));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((message) => message.recipient)).size).toBe(30);
    for (const id of ids) expect(await deliveriesOf(id)).toMatchObject([{ status: 'sent' }]);
  });
});
