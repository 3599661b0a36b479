import {
  type getTransferPointInfo,
  type Language,
  RECENT_RECIPIENTS_LIMIT,
  type searchMember,
  type TransferRecipient,
  type transferPoint,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { startOfBangkokDay } from '../calendar/bangkok-calendar.js';
import { runIdempotentLocked } from '../idempotency/idempotency-service.js';
import {
  findMemberByCode,
  findMembersByIds,
  findThaiMemberByMobile,
  lockMemberFindingOther,
  type MemberRow,
} from '../members/member-service.js';
import { recordNotification } from '../notifications/notification-service.js';
import { pointsReceived } from '../notifications/notification-texts.js';
import type { OtpContext } from '../otp/otp-service.js';
import { consumeTransferOtp, sendTransferOtp } from '../otp/transfer-otp-service.js';
import { findRecentTransferRecipientIds, findTransferStandings } from '../points/ledger-read-service.js';
import { lockTransferSource, transferPoints } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { displayNameOf, presentRecipient } from './recipient-presenter.js';

type TransferInfo = z.output<typeof getTransferPointInfo.output>;
type SearchQuery = z.output<typeof searchMember.input>;
type TransferInput = z.output<typeof transferPoint.input>;
type TransferResult = z.output<typeof transferPoint.output>;

/** What the transfer screen reads of a member: balance and points sent today, and whom they sent to lately. */
interface TransferRead {
  balance: number;
  sentSince: number;
  recentRecipients: TransferRecipient[];
}

/**
 * The transfer reads of several members at `now` in three statements whatever their number: the
 * standings and the recent recipients' ids together, then those recipients' rows; only active recipients
 * are kept (only they can receive points), masked, newest first. An unknown member has none.
 */
async function readTransferInfo(
  db: Executor,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, TransferRead>> {
  const [standings, recentIds] = await Promise.all([
    findTransferStandings(db, memberIds, { now, since: startOfBangkokDay(now) }),
    findRecentTransferRecipientIds(db, memberIds, RECENT_RECIPIENTS_LIMIT),
  ]);
  const recipientIds = [...new Set([...recentIds.values()].flat())];
  const recipients = new Map((await findMembersByIds(db, recipientIds)).map((member) => [member.id, member]));
  const recentOf = (memberId: number) =>
    (recentIds.get(memberId) ?? [])
      .map((id) => recipients.get(id))
      .filter((member): member is MemberRow => member?.status === 'active')
      .map((member) => presentRecipient(member));
  return new Map(
    [...standings].map(([memberId, standing]) => [memberId, { ...standing, recentRecipients: recentOf(memberId) }]),
  );
}

/**
 * Point/GetTransferPointInfo, what the transfer screen shows before an amount is typed: balance, cap and
 * what is left of it, and whom the member sent to lately. The calls a process takes in during one turn of
 * its event loop are read together (decision 066), at that read's instant (`now`).
 */
export function transferInfoReader(db: Executor, programmeRules: RulesReader, now: () => Date = () => new Date()) {
  const readOf = readTogether((memberIds: readonly number[]) => readTransferInfo(db, memberIds, now()));
  return async (memberId: number): Promise<TransferInfo> => {
    const [read, rules] = await Promise.all([readOf(memberId), programmeRules.read(db)]);
    if (!read) throw new AppError('NOT_FOUND');
    const { balance, sentSince: transferredToday } = read;
    return {
      point_balance: balance,
      daily_cap: rules.transferDailyCap,
      transferred_today: transferredToday,
      transferable: Math.max(0, Math.min(balance, rules.transferDailyCap - transferredToday)),
      recent_recipients: read.recentRecipients,
    };
  };
}

/**
 * DESIGN §6 transfer: only another active member receives points. Unknown is NOT_FOUND; oneself and any
 * member who is not active (pending, suspended, blocked, canceled, merged) are INVALID_RECIPIENT.
 */
function requireRecipient(found: MemberRow | undefined, senderId: number): MemberRow {
  if (!found) throw new AppError('NOT_FOUND');
  if (found.id === senderId || found.status !== 'active') throw new AppError('INVALID_RECIPIENT');
  return found;
}

/** Point/SearchMember: the recipient the sender typed, masked (the route limits how often a member asks). */
export async function searchRecipient(db: Executor, senderId: number, query: SearchQuery): Promise<TransferRecipient> {
  const found =
    'Mobile_No' in query
      ? await findThaiMemberByMobile(db, query.Mobile_No)
      : await findMemberByCode(db, query.Member_Id);
  return presentRecipient(requireRecipient(found, senderId));
}

const BANGKOK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The transfer's reference number (DESIGN §6): readable, and unique because it ends with the sender's
 * transfer_out ledger entry id, which support finds in the back-office member ledger.
 */
export function referenceNoOf(outEntryId: number, at: Date): string {
  const day = BANGKOK_DAY.format(at).replaceAll('-', '');
  return `TR${day}-${String(outEntryId).padStart(6, '0')}`;
}

/** The ledger reason of both sides names both members, so each history line tells who the other one was. */
function reasonOf(senderCode: string, recipientCode: string, note: string | undefined): string {
  const route = `${senderCode} → ${recipientCode}`;
  return note ? `${route}: ${note}` : route;
}

/**
 * Point/TransferPoint (DESIGN §6): whole points to another active member, at most the daily cap of the
 * programme rules a Bangkok day, the points keeping their expiry. The sender's row is locked first, as
 * `runIdempotent` locks its member, so a sender's parallel transfers queue and the cap can never be
 * passed; with an Idempotency-Key a retry replays the answer. Above `transferOtpThreshold` points a call
 * without `Otp` sends the sender a code bound to this recipient and amount and answers OTP_REQUIRED with
 * its reference; the call with the code uses it up in the transfer's own transaction. Eight round trips
 * with a key (DESIGN §10, issue 39): begin, the sender's lock with the recipient, the key, the cap's sum
 * with the sender's lots, the ledger's write, the recipient's notification, the stored answer, commit.
 */
export async function sendPoints(
  deps: { otp: OtpContext; rules: RulesReader },
  request: { memberId: number; idempotencyKey: string | undefined; input: TransferInput; language: Language },
  now = new Date(),
): Promise<TransferResult> {
  const { memberId, input } = request;
  const { orm } = deps.otp;
  const { transferDailyCap, transferOtpThreshold } = await deps.rules.read(orm);
  const needsCode = input.Points > transferOtpThreshold;
  const idempotent = { memberId, key: request.idempotencyKey, payload: { call: 'TransferPoint', ...input } };
  return orm.transaction(async (tx) => {
    // The sender's lock first, as `runIdempotent` takes it, with the recipient read in the same round trip.
    const { member: sender, other } = await lockMemberFindingOther(tx, memberId, input.Member_Id);
    return runIdempotentLocked(tx, idempotent, async (tx) => {
      if (sender?.status !== 'active') throw new AppError('FORBIDDEN');
      const recipient = requireRecipient(other, memberId);
      const source = await lockTransferSource(tx, memberId, { now, since: startOfBangkokDay(now) });
      const transferredBefore = source.sentSince;
      if (transferredBefore + input.Points > transferDailyCap) throw new AppError('LIMIT_EXCEEDED');
      const binding = { recipientMemberId: recipient.id, points: input.Points };
      if (needsCode) {
        // Sent only once the recipient and the cap were checked, so no code goes out for a refused transfer.
        if (input.Otp === undefined || input.Ref_Id === undefined) {
          const otp = await sendTransferOtp(deps.otp, { sender, binding, language: request.language }, now);
          throw new AppError('OTP_REQUIRED', { otp });
        }
        await consumeTransferOtp(
          deps.otp,
          tx,
          { senderId: memberId, binding, refId: input.Ref_Id, code: input.Otp },
          now,
        );
      }
      const { outEntryId, senderBalance } = await transferPoints(
        tx,
        {
          fromMemberId: memberId,
          toMemberId: recipient.id,
          amount: input.Points,
          reason: reasonOf(sender.mbkMemberId, recipient.mbkMemberId, input.Note),
          idempotencyKey: request.idempotencyKey,
        },
        now,
        source,
      );
      await recordNotification(tx, {
        memberId: recipient.id,
        kind: 'points_received',
        eventKey: `points_received:${outEntryId}`,
        ...pointsReceived({ points: input.Points, sender: displayNameOf(sender) }),
        linkPath: '/point-transaction',
      });
      return {
        transfer_id: outEntryId,
        reference_no: referenceNoOf(outEntryId, now),
        points: input.Points,
        recipient: presentRecipient(recipient),
        point_balance: senderBalance,
        transferred_today: transferredBefore + input.Points,
        created_at: now.toISOString(),
      };
    });
  });
}
