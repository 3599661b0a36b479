import {
  disableApiClient,
  getCustomerInfo,
  getRules,
  identifyMember,
  PARTNER_API_PREFIX,
  PARTNER_KEY_SCHEME,
  type PartnerCallContract,
  partnerApiCalls,
  partnerCallPath,
  partnerTagOf,
  rotateApiClientKey,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, memberToken, type SignedInOperator, signInOperator } from '../../../test/admin-kit.js';
import { callContract } from '../../../test/call-contract.js';
import { createMember } from '../../../test/factories.js';
import { TEST_SESSION_SECRET } from '../../../test/helper.js';
import { callPartner, createTestApiClient } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { within } from '../../../test/within.js';
import { apiClients } from '../../db/schema.js';
import { generateApiKey } from '../../modules/api-clients/api-key.js';
import { issueMemberCode, memberCodeKeyOf } from '../../modules/till/member-code.js';

const context = useTestApp();
let admin: SignedInOperator;
let memberCode: string;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  const member = await createMember(context.db);
  memberCode = issueMemberCode(memberCodeKeyOf(TEST_SESSION_SECRET), member.id, Date.now).code;
});

/** An identify call with this Authorization header (or none). */
const identifyWith = (authorization?: string) =>
  callPartner(
    context.app,
    identifyMember,
    { input: { member_code: memberCode } },
    authorization ? { authorization } : {},
  );

function expectUnauthorized(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ status: 'error', http_status: 401, code: 'UNAUTHORIZED' });
  expect(answer.body).toHaveProperty('message_th');
}

describe('the partner API key', () => {
  it('opens partner calls when it is an active client’s', async () => {
    const { key } = await createTestApiClient(context.db);
    expect((await identifyWith(`Bearer ${key}`)).status).toBe(200);
  });

  it('is required: no Authorization header, an empty bearer or another scheme answer 401', async () => {
    const { key } = await createTestApiClient(context.db);
    expectUnauthorized(await identifyWith());
    expectUnauthorized(await identifyWith('Bearer '));
    expectUnauthorized(await identifyWith(`Basic ${Buffer.from(`pos:${key}`).toString('base64')}`));
    expectUnauthorized(await identifyWith(key));
  });

  it('refuses a wrong key: well-formed but unknown, one character off, or garbage', async () => {
    const { key } = await createTestApiClient(context.db);
    expectUnauthorized(await identifyWith(`Bearer ${generateApiKey().key}`));
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expectUnauthorized(await identifyWith(`Bearer ${flipped}`));
    expectUnauthorized(await identifyWith(`Bearer ${key.slice(0, 20)}`));
    expectUnauthorized(await identifyWith(`Bearer ${key}${key}`));
    expectUnauthorized(await identifyWith("Bearer lk_' OR 1=1 --"));
  });

  it('stops working the moment it is rotated, though it was just used; the new key works', async () => {
    const { client, key } = await createTestApiClient(context.db);
    expect((await identifyWith(`Bearer ${key}`)).status).toBe(200);
    const rotated = await callAdmin(context.app, rotateApiClientKey, { params: { id: client.id } }, { as: admin });
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.status === 'success' ? rotated.body.data.key : '';
    expectUnauthorized(await identifyWith(`Bearer ${key}`));
    expect((await identifyWith(`Bearer ${newKey}`)).status).toBe(200);
  });

  it('stops working once its client is disabled, though it was just used', async () => {
    const { client, key } = await createTestApiClient(context.db);
    expect((await identifyWith(`Bearer ${key}`)).status).toBe(200);
    expect((await callAdmin(context.app, disableApiClient, { params: { id: client.id } }, { as: admin })).status).toBe(
      200,
    );
    expectUnauthorized(await identifyWith(`Bearer ${key}`));
  });

  it('is not a member’s or an operator’s token: both answer 401 on partner calls', async () => {
    expectUnauthorized(await identifyWith(`Bearer ${await memberToken(context.app)}`));
    expectUnauthorized(await identifyWith(`Bearer ${admin.token}`));
  });

  it('opens no member call and no admin call', async () => {
    const { key } = await createTestApiClient(context.db);
    const member = await callContract(context.app, getCustomerInfo, {}, { as: { token: key } });
    expect(member.statusCode).toBe(401);
    expect(member.code).toBe('UNAUTHORIZED');
    const adminAnswer = await callAdmin(context.app, getRules, {}, { as: key });
    expect(adminAnswer.status).toBe(401);
    expect(adminAnswer.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('marks its client used, once a minute at most', async () => {
    const { client, key } = await createTestApiClient(context.db);
    const lastUsed = async () =>
      (await context.db.select().from(apiClients).where(eq(apiClients.id, client.id)))[0]?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await identifyWith(`Bearer ${key}`);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await identifyWith(`Bearer ${key}`);
    expect(await lastUsed()).toEqual(first);
    await context.db
      .update(apiClients)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiClients.id, client.id));
    // The app keeps the client as last read until the change notice of that write arrives (a moment).
    const marked = await within(5000, async () => {
      await identifyWith(`Bearer ${key}`);
      return ((await lastUsed())?.getTime() ?? 0) > Date.now() - 10_000;
    });
    expect(marked).toBe(true);
  });

  it('is stored only as a hash and a short prefix', async () => {
    const { client, key } = await createTestApiClient(context.db);
    const [row] = await context.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    expect(row?.keyPrefix).toBe(key.slice(0, 9));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the partner API in the OpenAPI document', () => {
  it('lists each partner call under its partner tag, with the key scheme and an example input', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    expect(document.components.securitySchemes[PARTNER_KEY_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('Authorization: Bearer'),
    });
    for (const call of Object.values(partnerApiCalls) as PartnerCallContract[]) {
      const operation = document.paths[`${PARTNER_API_PREFIX}${call.path}`][call.method.toLowerCase()];
      expect(operation.tags, call.name).toEqual([partnerTagOf(call.path)]);
      expect(operation.tags[0]).toMatch(/^partner: /);
      expect(operation.security).toEqual([{ [PARTNER_KEY_SCHEME]: [] }]);
      expect(operation.operationId).toBe(`partner${call.name}`);
      if (call.method !== 'GET')
        expect(operation.requestBody.content['application/json'].example).toEqual(call.example);
      for (const code of ['UNAUTHORIZED', ...call.errors]) {
        expect(JSON.stringify(operation.responses), `${call.name} ${code}`).toContain(code);
      }
    }
    const identify = document.paths[partnerCallPath(identifyMember)].post;
    expect(JSON.stringify(identify.requestBody)).toContain('M1042 1234 5678');
  });

  it('shows the partner calls on the reference page’s document', async () => {
    const page = await context.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const served = await context.app.inject('/api/docs/json');
    expect(served.body).toContain('/api/partner/v1/members/identify');
  });
});
