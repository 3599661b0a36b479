import { createHash, randomBytes } from 'node:crypto';
import { OPERATOR_INVITE_HOURS, type Operator } from '@loyalty/contracts';
import type { Adapters } from '../../adapters/types.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { hashPassword } from '../auth/password.js';
import { checkedCompanyIds } from '../companies/company-scope.js';
import { presentOperator } from './operator-presenter.js';
import {
  acceptOperatorInviteRow,
  findOperatorById,
  insertOperator,
  type OperatorRole,
  setOperatorInvite,
} from './operator-repository.js';

export interface InviteContext {
  orm: Orm;
  adapters: Pick<Adapters, 'mail'>;
  publicUrl: string;
}

/** The console page an invitation's link opens, where the operator chooses their password. */
export const ACCEPT_INVITE_PATH = '/admin/accept-invite';

/**
 * The invitation e-mail, in Thai then English in one message: the console's language is the operator's
 * own choice, which an invitation cannot know yet.
 */
const INVITE_MESSAGE = {
  subject: 'คำเชิญเข้าใช้ระบบหลังบ้านชบา รีวอร์ด / Your Chaba Rewards back-office invitation',
  body: [
    'สวัสดีคุณ{name}',
    'คุณได้รับเชิญให้เข้าใช้ระบบหลังบ้านชบา รีวอร์ดในบทบาท {role} เปิดลิงก์นี้ภายใน {hours} ชั่วโมงเพื่อตั้งรหัสผ่านของคุณเอง',
    '{link}',
    '—',
    'Hello {name},',
    'You are invited to the Chaba Rewards back-office as {role}. Open this link within {hours} hours to choose your own password:',
    '{link}',
    'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
  ].join('\n\n'),
};

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A fresh link's token and what the row keeps of it: only the hash, as for members' reset links. */
function newInvite(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    inviteTokenHash: tokenHashOf(token),
    inviteExpiresAt: new Date(now.getTime() + OPERATOR_INVITE_HOURS * 3600_000),
  };
}

async function sendInvite(
  context: InviteContext,
  operator: { email: string; name: string; role: OperatorRole },
  token: string,
) {
  const link = new URL(ACCEPT_INVITE_PATH, context.publicUrl);
  link.searchParams.set('token', token);
  const fill = (text: string) =>
    text
      .replaceAll('{name}', operator.name)
      .replaceAll('{role}', operator.role)
      .replaceAll('{hours}', String(OPERATOR_INVITE_HOURS))
      .replaceAll('{link}', link.toString());
  await context.adapters.mail.send({
    to: operator.email,
    subject: INVITE_MESSAGE.subject,
    body: fill(INVITE_MESSAGE.body),
  });
}

/**
 * CreateOperator from the console (issue 35): the operator is added without a password and e-mailed a
 * link to choose one, so no admin ever knows it. The row and its audit row commit before the e-mail
 * leaves; should sending fail, the operator shows as invited and an admin sends the link again.
 */
export async function inviteOperator(
  context: InviteContext,
  actor: AuditActor,
  input: { email: string; name: string; role: OperatorRole; company_ids?: number[] | undefined },
  now = new Date(),
): Promise<Operator> {
  const { token, ...invite } = newInvite(now);
  const { company_ids: companyIds = [], ...operator } = input;
  const created = await auditedWrite(
    context.orm,
    { actor, action: 'operator.create', entity: 'operator', at: now },
    async (tx) => {
      const row = await insertOperator(tx, {
        ...operator,
        companyIds: await checkedCompanyIds(tx, companyIds),
        passwordHash: null,
        ...invite,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('EMAIL_TAKEN');
      return { entityId: row.id, after: presentOperator(row) };
    },
  );
  await sendInvite(context, operator, token);
  return created;
}

/** ResendOperatorInvite: a new link for an operator still invited; the old link stops working at once. */
export async function resendInvite(
  context: InviteContext,
  actor: AuditActor,
  operatorId: number,
  now = new Date(),
): Promise<Operator> {
  const { token, ...invite } = newInvite(now);
  const operator = await auditedWrite(
    context.orm,
    { actor, action: 'operator.invite', entity: 'operator', at: now },
    async (tx) => {
      const before = await findOperatorById(tx, operatorId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.passwordHash !== null) throw new AppError('NOT_ACTIVE');
      const row = await setOperatorInvite(tx, operatorId, invite, now);
      return { entityId: operatorId, before: presentOperator(before), after: presentOperator(row) };
    },
  );
  await sendInvite(context, operator, token);
  return operator;
}

/** AcceptOperatorInvite: the link's token sets the first password once, within its hours. */
export async function acceptInvite(
  orm: Orm,
  input: { token: string; password: string },
  now = new Date(),
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const row = await acceptOperatorInviteRow(orm, tokenHashOf(input.token), passwordHash, now);
  if (!row) throw new AppError('INVITE_INVALID');
  return { email: row.email };
}
