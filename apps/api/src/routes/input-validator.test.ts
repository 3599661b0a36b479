import { type CallContract, calls, FIELD_MESSAGES } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputFieldNames } from '../../test/contract-inputs.js';
import { bearer, createMember, logIn, sessionTokenFor } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const context = useTestApp();
let memberToken: string;
let registerToken: string;

beforeAll(async () => {
  const member = await createMember(context.database.orm);
  memberToken = await logIn(context.app, member.email ?? '');
  registerToken = await sessionTokenFor(
    context.database.orm,
    await createMember(context.database.orm, { status: 'pending' }),
  );
});

const THAI = /[\u0E00-\u0E7F]/;
const NUL_TEXT = 'fu\u0000zz';

/** The session a call needs: none for public calls, a registration session for Register, else a member's. */
function headersFor(call: CallContract): Record<string, string> {
  if (call.access === 'public') return {};
  if (Array.isArray(call.access) && !call.access.includes('bcrm-member')) return bearer(registerToken);
  return bearer(memberToken);
}

function send(call: CallContract, input: Record<string, unknown>, headers = headersFor(call)) {
  const url = `/api/v1${call.path}`;
  if (call.method === 'GET')
    return context.app.inject({ method: 'GET', url, query: input as Record<string, string>, headers });
  return context.app.inject({ method: call.method, url, payload: input, headers });
}

function fieldErrorsOf(body: { errors?: { field: string; message: string; message_th: string }[] }) {
  return new Map((body.errors ?? []).map((error) => [error.field, error]));
}

describe('a NUL in any field of any call', () => {
  it('is refused as VALIDATION_FAILED naming that field in English and Thai, never a 5xx', async () => {
    let checked = 0;
    for (const call of Object.values(calls) as CallContract[]) {
      for (const field of inputFieldNames(call)) {
        const response = await send(call, { [field]: NUL_TEXT });
        const label = `${call.name}.${field}: ${response.body}`;
        expect(response.statusCode, label).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
        const error = fieldErrorsOf(body).get(field);
        expect(error?.message_th, label).toMatch(THAI);
        expect(error?.message, label).not.toMatch(/expected|received|Invalid input/i);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('says control characters are not allowed on the public calls of the report', async () => {
    const cases = [
      [calls.loginEmail, { Email: NUL_TEXT, Password: 'Secret1234!' }, 'Email'],
      [calls.getLandingBanner, { group: NUL_TEXT }, 'group'],
      [calls.requestOtp, { Mobile_No: '0812345678\u0000' }, 'Mobile_No'],
      [calls.getPrivilegeList, { Keyword: NUL_TEXT }, 'Keyword'],
      [calls.transferPoint, { Member_Id: 'CR00000001', Points: 1, Note: NUL_TEXT }, 'Note'],
    ] as const;
    for (const [call, input, field] of cases) {
      const response = await send(call as CallContract, input);
      expect(response.statusCode, call.name).toBe(400);
      expect(response.json().errors, call.name).toEqual([
        { field, message: FIELD_MESSAGES.controlCharacters.en, message_th: FIELD_MESSAGES.controlCharacters.th },
      ]);
    }
  });
});

describe('text that would be stored altered or shown turned around', () => {
  it('refuses half a surrogate pair in raw JSON, a bidirectional override and a name of zero-width joiners', async () => {
    const updateUrl = `/api/v1${calls.updateCustomer.path}`;
    const loneSurrogate = await context.app.inject({
      method: 'POST',
      url: updateUrl,
      headers: { ...bearer(memberToken), 'content-type': 'application/json' },
      payload: '{"First_Name":"\\ud800x"}',
    });
    expect(loneSurrogate.statusCode).toBe(400);
    expect(fieldErrorsOf(loneSurrogate.json()).get('First_Name')).toEqual({
      field: 'First_Name',
      message: FIELD_MESSAGES.unreadableCharacters.en,
      message_th: FIELD_MESSAGES.unreadableCharacters.th,
    });
    const override = await send(calls.transferPoint, { Member_Id: 'CR00000001', Points: 1, Note: '\u202eoyhcmoS' });
    expect(fieldErrorsOf(override.json()).get('Note')?.message).toBe(FIELD_MESSAGES.controlCharacters.en);
    const invisible = await send(calls.addAddress, { Recipient_Name: '\u200d\u200d' });
    expect(fieldErrorsOf(invisible.json()).get('Recipient_Name')?.message).toBe(FIELD_MESSAGES.required.en);
  });
});

describe('input types', () => {
  it('refuses true and text as body ids (true once redeemed privilege 1)', async () => {
    for (const loose of [true, '1', ' 1 ', 1.5]) {
      const response = await send(calls.redeem, { Privilege_Id: loose, Category_Id: 1 });
      expect(response.statusCode, JSON.stringify(loose)).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'Privilege_Id', message: FIELD_MESSAGES.id.en, message_th: FIELD_MESSAGES.id.th },
      ]);
    }
  });

  it('reads query ids only from canonical decimal digits', async () => {
    for (const loose of [' 1 ', '0x10', '1e3', '01', '-1']) {
      const response = await send(calls.getPrivilegeDetail, { privilege_Id: loose, category_Id: '1' });
      expect(response.statusCode, loose).toBe(400);
      expect(fieldErrorsOf(response.json()).get('privilege_Id')?.message, loose).toBe(FIELD_MESSAGES.id.en);
    }
    const canonical = await send(calls.getPrivilegeDetail, { privilege_Id: '999999', category_Id: '1' });
    expect(canonical.json().code).toBe('NOT_FOUND');
  });

  it('refuses a whitespace-only postal code', async () => {
    const response = await send(calls.addAddress, {
      Recipient_Name: 'Somchai',
      Mobile_No: '0812345678',
      Address: '1 Sukhumvit Road',
      Province_Id: 10,
      District_Id: 1001,
      Sub_District_Id: 100101,
      Postal_Code: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response.json()).get('Postal_Code')?.message).toBe(FIELD_MESSAGES.postalCode.en);
  });
});

describe('field messages', () => {
  it('says a missing query id is required, in both languages, not "expected number, received NaN"', async () => {
    const response = await send(calls.getPrivilegeDetail, { privilege_Id: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'category_Id', message: 'This field is required', message_th: FIELD_MESSAGES.required.th },
    ]);
  });

  it('speaks of a member id when a transfer names a malformed one', async () => {
    const response = await send(calls.transferPoint, { Member_Id: 'CR12', Points: 1 });
    expect(response.json().errors).toEqual([
      { field: 'Member_Id', message: FIELD_MESSAGES.memberId.en, message_th: FIELD_MESSAGES.memberId.th },
    ]);
  });

  it('asks a member search for a mobile or a member id, and speaks of a member id when it is malformed', async () => {
    const neither = await send(calls.searchMember, {});
    expect(neither.json().errors).toEqual([
      { field: '', message: FIELD_MESSAGES.mobileOrMemberId.en, message_th: FIELD_MESSAGES.mobileOrMemberId.th },
    ]);
    const malformed = await send(calls.searchMember, { Member_Id: 'CR1' });
    expect(fieldErrorsOf(malformed.json()).get('Member_Id')?.message).toBe(FIELD_MESSAGES.memberId.en);
  });

  it('gives the limit of a too-long field', async () => {
    const response = await send(calls.getPrivilegeList, { Keyword: 'x'.repeat(101) });
    expect(fieldErrorsOf(response.json()).get('Keyword')).toEqual({
      field: 'Keyword',
      message: 'Too long: at most 100 characters',
      message_th: 'ยาวเกินไป: ไม่เกิน 100 ตัวอักษร',
    });
  });
});
