import type { Executor } from '../db/client.js';
import { recordFollow } from '../modules/line/line-follow-repository.js';
import { findForeignMemberByEmail, findThaiMemberByMobile, setLineUser } from '../modules/members/member-repository.js';

/**
 * The demo members' LINE user ids (a LIFF log-in with the mock token `mock-id-token:<id>` signs in as
 * them), following the official account, so their LINE pushes appear in the dev outbox.
 */
export const DEMO_LINE_USERS = [
  { email: 'demo@example.com', mobile: undefined, lineUserId: 'U0d3e0000000000000000000000000001' },
  { email: undefined, mobile: '0812345678', lineUserId: 'U0d3e0000000000000000000000000002' },
] as const;

/** Links each demo member without a LINE user to theirs and records the follow once; reruns change nothing. */
export async function seedDemoLineUsers(db: Executor, now = new Date()): Promise<void> {
  for (const demo of DEMO_LINE_USERS) {
    const member = demo.email
      ? await findForeignMemberByEmail(db, demo.email)
      : await findThaiMemberByMobile(db, demo.mobile ?? '');
    if (!member || member.lineUserId !== null) continue;
    await setLineUser(db, member.id, demo.lineUserId);
    await recordFollow(db, {
      lineUserId: demo.lineUserId,
      following: true,
      changedAt: now,
      webhookEventId: `demo-seed-${demo.lineUserId}`,
    });
  }
}
