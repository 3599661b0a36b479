import { randomUUID } from 'node:crypto';
import {
  type AdminCallContract,
  adminCallPath,
  approveAdjustment,
  approveReceiptCall,
  changeMemberStatus,
  createAdjustment,
  operatorLogin,
} from '@loyalty/contracts';
import type { Page } from 'playwright-core';
import { baseURL } from './browser';
import type { NewMember } from './members';

/** The operators seeded outside production (DESIGN §11). */
export const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' } as const;
export const STAFF = { email: 'staff@example.com', password: 'Staff1234!' } as const;
export interface OperatorLogin {
  email: string;
  password: string;
}

/** The console's sign-in words in each language, as `admin.json` has them. */
const SIGN_IN_LABELS = {
  en: { email: 'E-mail', password: 'Password' },
  th: { email: 'อีเมล', password: 'รหัสผ่าน' },
} as const;

/** Signs an operator in through the console's sign-in screen, arriving at `next` (a console path). */
export async function signInOperator(
  page: Page,
  operator: OperatorLogin,
  lang: 'en' | 'th',
  next = '/admin/dashboard',
): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel(SIGN_IN_LABELS[lang].email, { exact: true }).fill(operator.email);
  await page.getByLabel(SIGN_IN_LABELS[lang].password, { exact: true }).fill(operator.password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(`**${next.split('?')[0]}*`);
}

async function send<T>(
  call: AdminCallContract,
  options: { token?: string; params?: Record<string, unknown>; body?: unknown },
): Promise<T> {
  const response = await fetch(`${baseURL()}${adminCallPath(call, options.params)}`, {
    method: call.method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(options.body ?? {}),
  });
  const envelope = (await response.json()) as { status: string; data: T };
  if (envelope.status !== 'success') throw new Error(`${call.name} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** An operator's token through the admin API, for set-up a flow does not look at. */
export async function operatorToken(operator: OperatorLogin): Promise<string> {
  const { token } = await send<{ token: string }>(operatorLogin, { body: operator });
  return token;
}

/** The member id (CR…) the console knows a member by. */
export async function memberIdOf(member: NewMember): Promise<string> {
  const response = await fetch(`${baseURL()}/api/v1/Customer/GetCustomerInfo`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const body = (await response.json()) as { data: { mbk_member_id: string } };
  return body.data.mbk_member_id;
}

export function approveReceiptAs(token: string, id: number, amount: number): Promise<unknown> {
  return send(approveReceiptCall, { token, params: { id }, body: { amount } });
}

export function proposeAdjustmentAs(
  token: string,
  memberId: string,
  adjustment: { points: number; reason: string; reason_th: string },
): Promise<{ id: number; status: string }> {
  return send(createAdjustment, { token, params: { member_id: memberId }, body: adjustment });
}

export function approveAdjustmentAs(token: string, id: number): Promise<unknown> {
  return send(approveAdjustment, { token, params: { id } });
}

export function changeMemberStatusAs(
  token: string,
  memberId: string,
  status: string,
  reason: string,
): Promise<unknown> {
  return send(changeMemberStatus, { token, params: { member_id: memberId }, body: { status, reason } });
}
