import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findCounterCodeHolder } from '../cards/counter-verify-service.js';
import {
  findMemberByCode,
  findMemberById,
  lockMember,
  lockMemberOfCode,
  type MemberRow,
} from '../members/member-service.js';
import {
  type Clock,
  type CodeCheck,
  checkMemberCode,
  isMemberCodeShaped,
  memberCodeKeyOf,
  parseMemberCode,
} from './member-code.js';

/**
 * How a till names the member (DESIGN §13, contracts' `tillMemberFields`): a code the member shows, their
 * member code or one of their cards' counter codes, or the member number when the POS already knows it.
 */
export interface TillMemberReference {
  member_code?: string | undefined;
  member_id?: string | undefined;
}

export interface TillMemberContext {
  db: Executor;
  /** The app's session secret, from which the member-code key is derived (`memberCodeKeyOf`). */
  sessionSecret: string;
  clock?: Clock | undefined;
}

const REFUSALS = { invalid: 'CODE_INVALID', expired: 'CODE_EXPIRED' } as const;

/** How the member rows are found: read (identify, a hold's check), or locked for a sale's transaction. */
interface MemberLookups {
  byId(db: Executor, memberId: number): Promise<MemberRow | undefined>;
  byCode(db: Executor, memberCode: string): Promise<MemberRow | undefined>;
}
const READING: MemberLookups = { byId: findMemberById, byCode: findMemberByCode };
const LOCKING: MemberLookups = { byId: lockMember, byCode: lockMemberOfCode };

function refuse(outcome: Exclude<CodeCheck['outcome'], 'valid'>): never {
  throw new AppError(REFUSALS[outcome]);
}

/** The member a member code names, or why the code is refused. */
async function memberOfMemberCode(
  context: TillMemberContext,
  code: string,
  clock: Clock,
  lookups: MemberLookups,
): Promise<MemberRow> {
  const parsed = parseMemberCode(code);
  if (!parsed) refuse('invalid');
  const member = await lookups.byId(context.db, parsed.memberId);
  if (!member) refuse('invalid');
  const check = checkMemberCode(memberCodeKeyOf(context.sessionSecret), member.id, parsed.digits, clock);
  if (check.outcome !== 'valid') refuse(check.outcome);
  return member;
}

/** The holder of the card a counter code names, the code left unspent (counter verify spends it). */
async function memberOfCounterCode(
  context: TillMemberContext,
  code: string,
  clock: Clock,
  lookups: MemberLookups,
): Promise<MemberRow> {
  const holder = await findCounterCodeHolder(context.db, code, clock);
  if (holder.outcome !== 'valid') refuse(holder.outcome);
  const member = await lookups.byId(context.db, holder.memberId);
  if (!member) refuse('invalid');
  return member;
}

/**
 * The member a till call names (DESIGN §13), whose membership is active. Codes are checked, never spent:
 * the calls of one visit may all send the same code while it is valid. A code that is not one of ours,
 * another programme's included, is 400 CODE_INVALID; one of ours too old, 409 CODE_EXPIRED; a member number
 * naming nobody, 404 NOT_FOUND; a member who is not active (suspended, blocked, canceled, merged, a
 * registration not finished), 403 NOT_ELIGIBLE. The code is checked before the member's state, so a
 * guessed code learns nothing of who is suspended.
 */
export function resolveTillMember(context: TillMemberContext, reference: TillMemberReference): Promise<MemberRow> {
  return tillMemberOf(context, reference, READING);
}

/**
 * `resolveTillMember` inside a sale's transaction (`context.db`), the member's row locked as `lockMember`
 * locks it: the sale finds and locks its member in one round trip.
 */
export function lockTillMember(context: TillMemberContext, reference: TillMemberReference): Promise<MemberRow> {
  return tillMemberOf(context, reference, LOCKING);
}

async function tillMemberOf(
  context: TillMemberContext,
  reference: TillMemberReference,
  lookups: MemberLookups,
): Promise<MemberRow> {
  const clock = context.clock ?? Date.now;
  let member: MemberRow | undefined;
  if (reference.member_code !== undefined) {
    const code = reference.member_code;
    member = isMemberCodeShaped(code)
      ? await memberOfMemberCode(context, code, clock, lookups)
      : await memberOfCounterCode(context, code, clock, lookups);
  } else if (reference.member_id !== undefined) {
    member = await lookups.byCode(context.db, reference.member_id.trim().toUpperCase());
    if (!member) throw new AppError('NOT_FOUND');
  } else {
    throw new AppError('VALIDATION_FAILED');
  }
  if (member.status !== 'active') throw new AppError('NOT_ELIGIBLE');
  return member;
}
