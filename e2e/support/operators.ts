import { randomUUID } from 'node:crypto';
import {
  type AdminCallContract,
  adminCallPath,
  approveAdjustment,
  approveReceiptCall,
  type BulkImport,
  type CardTemplate,
  changeMemberStatus,
  createAdjustment,
  createApiClient,
  createCodeCall,
  executeImportCall,
  issueCardsCall,
  listCardTemplatesCall,
  listTillStores,
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
  options: { token?: string; params?: Record<string, unknown>; body?: unknown; query?: Record<string, string> },
): Promise<T> {
  const isRead = call.method === 'GET';
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await fetch(`${baseURL()}${adminCallPath(call, options.params)}${query}`, {
    method: call.method,
    headers: {
      ...(isRead ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(isRead ? {} : { body: JSON.stringify(options.body ?? {}) }),
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

/** Approves as read on a receipt of the demo catalogue's Siam Square store, bought today, numbered afresh. */
export function approveReceiptAs(token: string, id: number, amount: number): Promise<unknown> {
  const printed = {
    store_code: 'CHB-BKK-001',
    receipt_no: `E2E-${randomUUID()}`,
    purchased_on: new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10),
  };
  return send(approveReceiptCall, { token, params: { id }, body: { amount, ...printed } });
}

export function proposeAdjustmentAs(
  token: string,
  memberId: string,
  adjustment: { points: number; reason: string; reason_th: string },
): Promise<{ id: number; status: string }> {
  return send(createAdjustment, { token, params: { member_id: memberId }, body: adjustment });
}

/** A promo code worth `points`, live from yesterday for thirty days, with no use cap. */
export function createPromoCodeAs(token: string, code: string, points: number): Promise<{ id: number; code: string }> {
  const day = 86_400_000;
  const starts_at = new Date(Date.now() - day).toISOString();
  const ends_at = new Date(Date.now() + 30 * day).toISOString();
  return send(createCodeCall, { token, body: { code, kind: 'promo', points, max_uses: null, starts_at, ends_at } });
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

/** The card templates' ids by English name, as the console lists them (the seed's, DESIGN §12). */
export async function cardTemplateIdsAs(token: string): Promise<Map<string, number>> {
  const { items } = await send<{ items: CardTemplate[] }>(listCardTemplatesCall, { token, query: { limit: '100' } });
  return new Map(items.map((template) => [template.name_en, template.id]));
}

/**
 * Issues a template's card to members as the console does: the bulk issue's review, then its execution,
 * which applies a handful of lines at once (a long list would run as a job).
 */
export async function issueCardsAs(
  token: string,
  issue: { templateId: number; memberIds: string[]; expiresAt: Date },
): Promise<void> {
  const review = await send<BulkImport>(issueCardsCall, {
    token,
    body: { template_id: issue.templateId, member_ids: issue.memberIds, expires_at: issue.expiresAt.toISOString() },
  });
  if (review.counts.ok !== issue.memberIds.length)
    throw new Error(`Not every card can be issued: ${JSON.stringify(review)}`);
  const executed = await send<BulkImport>(executeImportCall, { token, params: { id: review.id } });
  if (executed.state !== 'done') throw new Error(`The issue is still ${executed.state}`);
}

/**
 * A partner system's key for a store of the demo catalogue, made as an admin makes one in the console
 * (DESIGN §13 API clients), with the store it acts for.
 */
export async function partnerKeyAs(adminToken: string): Promise<{ key: string; storeCode: string }> {
  const stores = await send<{ store_code: string; partner: { partner_id: number } }[]>(listTillStores, {
    token: adminToken,
  });
  const store = stores[0];
  if (!store) throw new Error('The demo catalogue has no store');
  const client = await send<{ key: string }>(createApiClient, {
    token: adminToken,
    body: { name: `E2E POS ${randomUUID()}`, partner_id: store.partner.partner_id, store_codes: [store.store_code] },
  });
  return { key: client.key, storeCode: store.store_code };
}
