import { type ConsentDocumentInput, listConsentDocuments, publishConsentDocument } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { useTestApp } from '../../../../test/test-app.js';
import { consentDocuments } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function versionOf(version: string, overrides: Partial<ConsentDocumentInput> = {}): ConsentDocumentInput {
  return {
    kind: 'policy',
    version,
    body: '<p>นโยบายฉบับใหม่</p>',
    body_en: '<p>The new policy</p>',
    effective_at: inDays(30),
    ...overrides,
  };
}

async function publish(input: ConsentDocumentInput, as = admin) {
  return callAdmin(context.app, publishConsentDocument, { input }, { as });
}

async function listed(kind: 'policy' | 'terms') {
  const answer = await callAdmin(context.app, listConsentDocuments, { input: { kind, limit: 100 } }, { as: staff });
  return successData(answer.body).items;
}

describe('consent documents in the back-office (DESIGN §16)', () => {
  it('are read by every operator and published by admins only', async () => {
    expect(await roleMatrix(context.app, listConsentDocuments, {})).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(await roleMatrix(context.app, publishConsentDocument, { input: versionOf('roles') })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('publishes a scheduled version with the titles of the newest one, audited, and lists it flagged', async () => {
    const answer = await publish(versionOf('2.0'));
    const published = successData(answer.body);

    expect(published).toMatchObject({
      kind: 'policy',
      version: '2.0',
      title_en: 'Privacy Policy',
      title_th: 'นโยบายความเป็นส่วนตัว',
      body_en: '<p>The new policy</p>',
      in_force: false,
      scheduled: true,
    });
    const [audit] = await auditRowsOf(context.db, 'consent-document.publish', published.id);
    expect(audit).toMatchObject({ operatorId: admin.id, entity: 'consent-document', after: published });

    const policies = await listed('policy');
    expect(policies.find((item) => item.version === '2.0')).toMatchObject({ in_force: false, scheduled: true });
    expect(policies.find((item) => item.version === '1.0')).toMatchObject({ in_force: true, scheduled: false });
    expect(policies.every((item) => item.kind === 'policy')).toBe(true);
  });

  it('puts a version effective now in force in place of the older one', async () => {
    const published = successData((await publish(versionOf('1.1', { kind: 'terms', effective_at: inDays(0) }))).body);
    expect(published).toMatchObject({ in_force: true, scheduled: false, title_en: 'Terms and Conditions' });
    const terms = await listed('terms');
    expect(terms.filter((item) => item.in_force).map((item) => item.version)).toEqual(['1.1']);
  });

  it('keeps only the allowed HTML of each body, and refuses a body with nothing left', async () => {
    const cleaned = successData(
      (
        await publish(
          versionOf('clean', {
            body: '<p>ข้อความ<script>alert(1)</script></p>',
            body_en: '<p>Text<img src="https://example.com/x.png" onerror="alert(1)"></p>',
          }),
        )
      ).body,
    );
    expect(cleaned.body_th).toBe('<p>ข้อความ</p>');
    expect(cleaned.body_en).toBe('<p>Text<img src="https://example.com/x.png" /></p>');

    const emptied = await publish(versionOf('empty', { body: '<script>alert(1)</script>' }));
    expect(emptied.status).toBe(400);
    expect(emptied.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field: 'body' })],
    });
  });

  it('never replaces a published version: the same kind and version answers VERSION_EXISTS', async () => {
    expect((await publish(versionOf('3.0'))).status).toBe(200);
    const again = await publish(versionOf('3.0', { body: '<p>อีกฉบับ</p>' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'VERSION_EXISTS' });
    expect((await publish(versionOf('3.0', { kind: 'terms' }))).status).toBe(200);
  });

  it('refuses an effective date in the past, or before the version in force took effect', async () => {
    const past = await publish(versionOf('past', { effective_at: new Date(Date.now() - 2 * 60_000).toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: [expect.objectContaining({ field: 'effective_at' })] });

    const inForceAt = new Date(Date.now() - 20_000);
    await context.db.insert(consentDocuments).values({
      kind: 'policy',
      version: 'recent',
      titleTh: 'นโยบาย',
      titleEn: 'Policy',
      bodyTh: '<p>นโยบาย</p>',
      bodyEn: '<p>Policy</p>',
      publishedAt: inForceAt,
    });
    const earlier = await publish(
      versionOf('earlier', { effective_at: new Date(inForceAt.getTime() - 20_000).toISOString() }),
    );
    expect(earlier.status).toBe(400);
    expect(earlier.body).toMatchObject({ errors: [expect.objectContaining({ field: 'effective_at' })] });
  });

  it('refuses a version outside its characters', async () => {
    const answer = await publish(versionOf('2.0 final'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [expect.objectContaining({ field: 'version' })] });
  });
});
