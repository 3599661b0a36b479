import { randomBytes } from 'node:crypto';
import { loginEmail } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../src/db/client.js';
import { memberSpendings, pointLots } from '../src/db/schema.js';
import { issueSession } from '../src/modules/auth/auth-service.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { insertMember, type MemberRow, type NewMemberRow } from '../src/modules/members/member-repository.js';
import { readOutbox } from '../src/modules/outbox/outbox-service.js';
import { callContract } from './call-contract.js';
import { TEST_SESSION_SECRET } from './helper.js';

export const TEST_PASSWORD = 'Secret1234!';
const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A unique e-mail per call, so tests in one database never collide. */
export function uniqueEmail(label = 'member'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export function uniqueMobile(): string {
  return `08${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/** A stored mobile (`0812345678`) as members also type it: `+66812345678` and `081-234-5678`. */
export function typedFormsOf(mobile: string): [international: string, dashed: string] {
  return [`+66${mobile.slice(1)}`, `${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`];
}

/** An active login-type-1 member with `TEST_PASSWORD` unless told otherwise (`password: null` for none). */
export async function createMember(
  db: Executor,
  overrides: Partial<NewMemberRow> & { password?: string | null } = {},
): Promise<MemberRow> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  return insertMember(db, {
    loginType: 1,
    email: uniqueEmail(),
    firstName: 'Test',
    lastName: 'Member',
    passwordHash: password === null ? null : await hashOnce(password),
    ...fields,
  });
}

export async function addPointLot(
  db: Executor,
  lot: { memberId: number; amount: number; remaining?: number; expiresAt: Date },
): Promise<void> {
  await db.insert(pointLots).values({
    memberId: lot.memberId,
    amount: lot.amount,
    remaining: lot.remaining ?? lot.amount,
    expiresAt: lot.expiresAt,
    source: 'test',
  });
}

export async function addSpending(db: Executor, spending: { memberId: number; amount: number; spentAt: Date }) {
  await db.insert(memberSpendings).values(spending);
}

/** Logs in through the API and answers the bearer token. */
export async function logIn(app: FastifyInstance, identifier: string, password = TEST_PASSWORD): Promise<string> {
  return (await callContract(app, loginEmail, { Email: identifier, Password: password })).data.token;
}

/** A session for any member, whatever its status (pending, suspended...), as the app would issue it. */
export async function sessionTokenFor(db: Executor, member: MemberRow): Promise<string> {
  const session = await issueSession({ orm: db, sessionSecret: TEST_SESSION_SECRET, sessionTtlSeconds: 3600 }, member);
  return session.token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A valid Thai id card per call: twelve random digits and their mod-11 check digit. */
export function validThaiIdCard(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((total, digit, index) => total + digit * (13 - index), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

/** The newest message the dev outbox holds for a recipient (what the server last "sent" there). */
export async function latestMessage(db: Executor, recipient: string) {
  const [message] = await readOutbox(db, { recipient, limit: 1 });
  return message;
}

/** How many messages the outbox holds for the recipient. */
export async function messageCount(db: Executor, recipient: string): Promise<number> {
  return (await readOutbox(db, { recipient, limit: 1000 })).length;
}

/** The one-time code of that newest message, or '' when it carries none. */
export async function latestOtp(db: Executor, recipient: string): Promise<string> {
  return (await latestMessage(db, recipient))?.otp ?? '';
}
