import {
  addAddress,
  type CallContract,
  type CallInput,
  deleteAddress,
  editAddress,
  getAddress,
  getCustomerDataList,
  MAX_ADDRESSES,
} from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract } from '../../../../test/call-contract.js';
import { createMember, logIn, sessionTokenFor, typedFormsOf } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

async function memberToken() {
  const member = await createMember(context.database.orm);
  return logIn(context.app, member.email ?? '');
}

/** Bangkok › Phra Nakhon › Chana Songkhram, 10200 (official geocodes). */
const fields = (overrides: Partial<CallInput<typeof addAddress>> = {}): CallInput<typeof addAddress> => ({
  Recipient_Name: 'สมศรี ใจดี',
  Mobile_No: '0812345678',
  Address: '99/1 ถนนพระอาทิตย์',
  Province_Id: 10,
  District_Id: 1001,
  Sub_District_Id: 100109,
  Postal_Code: '10200',
  ...overrides,
});

function call<C extends CallContract>(contract: C, token: string, input?: CallInput<C> | BadInput) {
  return callContract(context.app, contract, input, { as: { token } });
}

function dataList(input: CallInput<typeof getCustomerDataList> | BadInput) {
  return callContract(context.app, getCustomerDataList, input);
}

describe('Customer/GetCustomerDataList', () => {
  it('lists the 77 provinces with Thai and English names', async () => {
    const response = await dataList({ Type: 'province' });
    expect(response.statusCode).toBe(200);
    const provinces = response.data;
    expect(provinces).toHaveLength(77);
    expect(provinces).toContainEqual(
      expect.objectContaining({ id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', parent_id: null }),
    );
  });

  it('lists the districts of a province and the sub-districts of a district with postal codes', async () => {
    const districts = (await dataList({ Type: 'district', Parent_Id: '10' })).data;
    expect(districts).toHaveLength(50);
    expect(districts.every((district) => district.parent_id === 10)).toBe(true);
    const subs = (await dataList({ Type: 'sub_district', Parent_Id: '1001' })).data;
    expect(subs).toContainEqual(expect.objectContaining({ id: 100109, name_th: 'ชนะสงคราม', postal_code: '10200' }));
  });

  it('serves the choice lists in both languages in their order', async () => {
    const response = await dataList({ Type: 'relationship' });
    const [first] = response.data;
    expect(first).toMatchObject({ code: 'single', name_th: 'โสด', name_en: 'Single' });
    for (const type of ['nationality', 'education', 'career', 'income'] as const) {
      const list = await dataList({ Type: type });
      expect(list.data.length, type).toBeGreaterThan(2);
    }
  });

  it('asks for the parent of districts and refuses unknown types and bad ids', async () => {
    const queries: Record<string, string>[] = [
      { Type: 'district' },
      { Type: 'planet' },
      { Type: 'district', Parent_Id: 'ten' },
      {},
    ];
    for (const query of queries) {
      const response = await dataList(badInput(query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Address calls', () => {
  it('takes the recipient mobile typed with +66 or dashes and keeps it as 08…', async () => {
    const token = await memberToken();
    const [international, dashed] = typedFormsOf('0812345678');
    const added = await call(addAddress, token, fields({ Mobile_No: international }));
    expect(added.statusCode, added.text).toBe(200);
    expect(added.data.mobile_no).toBe('0812345678');
    const edited = await call(editAddress, token, {
      ...fields({ Mobile_No: dashed }),
      Address_Id: added.data.address_id,
    });
    expect(edited.statusCode, edited.text).toBe(200);
    expect((await call(getAddress, token)).data.map((address) => address.mobile_no)).toEqual(['0812345678']);
    const landline = await call(addAddress, token, fields({ Mobile_No: '02-123-4567' }));
    expect(landline.code).toBe('VALIDATION_FAILED');
  });

  it('adds, reads, edits and deletes an address, with the level names in both languages', async () => {
    const token = await memberToken();
    const added = await call(addAddress, token, fields());
    expect(added.statusCode, added.text).toBe(200);
    const address = added.data;
    expect(address).toMatchObject({
      province_th: 'กรุงเทพมหานคร',
      province_en: 'Bangkok',
      sub_district_th: 'ชนะสงคราม',
      sub_district_en: 'Chana Songkhram',
      postal_code: '10200',
      is_default: true,
    });
    const edited = await call(editAddress, token, {
      ...fields({ District_Id: 1002, Sub_District_Id: 100201, Postal_Code: '10300' }),
      Address_Id: address.address_id,
    });
    // DOPA names Bangkok's districts with their Khet (เขต) prefix.
    expect(edited.data).toMatchObject({ district_en: 'Khet Dusit', postal_code: '10300', is_default: true });
    const one = await call(getAddress, token, { Address_Id: String(address.address_id) });
    expect(one.data).toHaveLength(1);
    expect((await call(deleteAddress, token, { Address_Id: address.address_id })).body).toEqual({
      status: 'success',
      data: null,
    });
    expect((await call(getAddress, token)).data).toEqual([]);
  });

  it('keeps one default: a new default moves the flag, deleting it promotes the newest', async () => {
    const token = await memberToken();
    const first = (await call(addAddress, token, fields())).data;
    const second = (await call(addAddress, token, fields({ Address: 'second' }))).data;
    expect(second.is_default).toBe(false);
    const third = (await call(addAddress, token, fields({ Address: 'third', Is_Default: true }))).data;
    let list = (await call(getAddress, token)).data;
    expect(list.map((item: { address_id: number }) => item.address_id)[0]).toBe(third.address_id);
    expect(list.filter((item: { is_default: boolean }) => item.is_default)).toHaveLength(1);
    await call(deleteAddress, token, { Address_Id: third.address_id });
    list = (await call(getAddress, token)).data;
    expect(list.find((item: { is_default: boolean }) => item.is_default)?.address_id).toBe(second.address_id);
    expect(list.map((item: { address_id: number }) => item.address_id)).toContain(first.address_id);
  });

  it(`answers LIMIT_EXCEEDED for address number ${MAX_ADDRESSES + 1}`, async () => {
    const token = await memberToken();
    for (let index = 0; index < MAX_ADDRESSES; index += 1) {
      expect((await call(addAddress, token, fields())).statusCode).toBe(200);
    }
    const response = await call(addAddress, token, fields());
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe('LIMIT_EXCEEDED');
  });

  it('refuses levels that do not chain and a postal code of another sub-district', async () => {
    const token = await memberToken();
    const cases: [Partial<CallInput<typeof addAddress>>, string][] = [
      [{ Province_Id: 50 }, 'District_Id'],
      [{ District_Id: 1002 }, 'Sub_District_Id'],
      [{ Postal_Code: '10300' }, 'Postal_Code'],
      [{ Province_Id: 99 }, 'Province_Id'],
    ];
    for (const [change, field] of cases) {
      const response = await call(addAddress, token, fields(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.body).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    }
  });

  it('refuses bad input of every kind with VALIDATION_FAILED', async () => {
    const token = await memberToken();
    for (const payload of [
      {},
      fields({ Mobile_No: '12345' }),
      { ...fields(), Province_Id: '10' },
      fields({ Address: 'x'.repeat(10_000) }),
      fields({ Recipient_Name: '' }),
      fields({ Postal_Code: 'ABCDE' }),
    ]) {
      const response = await call(addAddress, token, badInput(payload));
      expect(response.statusCode).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
    expect((await call(deleteAddress, token, badInput({ Address_Id: 'one' }))).code).toBe('VALIDATION_FAILED');
  });

  it('never shows or changes another member’s address: it answers NOT_FOUND', async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const address = (await call(addAddress, owner, fields())).data;
    expect((await call(getAddress, other)).data).toEqual([]);
    for (const [action, attempt] of [
      ['GetAddress', () => call(getAddress, other, { Address_Id: String(address.address_id) })],
      ['EditAddress', () => call(editAddress, other, { ...fields(), Address_Id: address.address_id })],
      ['DeleteAddress', () => call(deleteAddress, other, { Address_Id: address.address_id })],
    ] as const) {
      const response = await attempt();
      expect(response.statusCode, action).toBe(404);
      expect(response.code).toBe('NOT_FOUND');
    }
    expect((await call(getAddress, owner)).data).toHaveLength(1);
  });

  it('lets suspended members read but not change addresses; no session is 401', async () => {
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    const token = await sessionTokenFor(context.database.orm, suspended);
    expect((await call(getAddress, token)).statusCode).toBe(200);
    const response = await call(addAddress, token, fields());
    expect(response.statusCode).toBe(403);
    expect(response.code).toBe('FORBIDDEN');
    expect((await callContract(context.app, getAddress, {})).statusCode).toBe(401);
  });
});
