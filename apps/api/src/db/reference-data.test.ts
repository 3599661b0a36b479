import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestDatabase } from '../../test/helper.js';
import { insertAddress } from '../modules/addresses/address-repository.js';
import { loadReferenceData } from './reference-data.js';
import { addresses, dataListItems, members } from './schema.js';

const context = useTestDatabase();

async function place(type: string, id: number) {
  const [row] = await context.database.orm
    .select()
    .from(dataListItems)
    .where(and(eq(dataListItems.type, type), eq(dataListItems.id, id)));
  return row;
}

async function addressAt(memberId: number, ids: { districtId: number; subDistrictId: number }) {
  return insertAddress(context.database.orm, {
    memberId,
    recipientName: 'Somsri Jaidee',
    mobileNo: '0812345678',
    address: '1 Sukhumvit Road',
    provinceId: 10,
    postalCode: '10110',
    ...ids,
  });
}

describe('loadReferenceData: Thai places (official DOPA names and geocodes)', () => {
  it('holds 77 provinces, their districts and sub-districts, under the official English names', async () => {
    const levels = await context.database.orm
      .select({ type: dataListItems.type, total: count() })
      .from(dataListItems)
      .where(inArray(dataListItems.type, ['province', 'district', 'sub_district']))
      .groupBy(dataListItems.type);
    expect(Object.fromEntries(levels.map((level) => [level.type, level.total]))).toEqual({
      province: 77,
      district: 927,
      sub_district: 7451,
    });
    expect(await place('sub_district', 100101)).toMatchObject({
      nameTh: 'พระบรมมหาราชวัง',
      nameEn: 'Phra Borom Maha Ratchawang',
      parentId: 1001,
      postalCode: '10200',
    });
    expect(await place('sub_district', 100108)).toMatchObject({ nameTh: 'ตลาดยอด', nameEn: 'Talat Yot' });
    expect(await place('sub_district', 103302)).toMatchObject({ nameEn: 'Khlong Tan', parentId: 1033 });
    expect(await place('district', 5001)).toMatchObject({ nameTh: 'เมืองเชียงใหม่', nameEn: 'Mueang Chiang Mai' });
    expect(await place('province', 38)).toMatchObject({ nameTh: 'บึงกาฬ', nameEn: 'Bueng Kan' });
  });

  it('corrects names a database already holds, and an address keeps its place', async () => {
    const orm = context.database.orm;
    const member = await createMember(orm);
    const addressId = await addressAt(member.id, { districtId: 1001, subDistrictId: 100101 });
    const subDistrict = and(eq(dataListItems.type, 'sub_district'), eq(dataListItems.id, 100101));
    await orm.update(dataListItems).set({ nameEn: 'Phnapnmmanatang', nameTh: 'พระบรม' }).where(subDistrict);
    await orm
      .update(dataListItems)
      .set({ nameEn: 'Tnat Yot', postalCode: '99999' })
      .where(and(eq(dataListItems.type, 'sub_district'), eq(dataListItems.id, 100108)));

    await loadReferenceData(orm);

    expect(await place('sub_district', 100101)).toMatchObject({
      nameTh: 'พระบรมมหาราชวัง',
      nameEn: 'Phra Borom Maha Ratchawang',
    });
    expect(await place('sub_district', 100108)).toMatchObject({ nameEn: 'Talat Yot', postalCode: '10200' });
    const [address] = await orm.select().from(addresses).where(eq(addresses.id, addressId));
    expect(address?.subDistrictId).toBe(100101);
  });

  it('moves addresses and profiles off an out-of-date geocode onto the official one, and drops the old row', async () => {
    const orm = context.database.orm;
    // Khlong Tan under its pre-1989 geocode, as the previous data source had it.
    await orm.insert(dataListItems).values({
      type: 'sub_district',
      id: 100902,
      code: '100902',
      nameTh: 'คลองตัน',
      nameEn: 'Khnong Tan',
      parentId: 1033,
      postalCode: '10110',
    });
    const member = await createMember(orm);
    await orm
      .update(members)
      .set({ provinceId: 10, districtId: 1033, subDistrictId: 100902 })
      .where(eq(members.id, member.id));
    const addressId = await addressAt(member.id, { districtId: 1033, subDistrictId: 100902 });

    await loadReferenceData(orm);

    const [address] = await orm.select().from(addresses).where(eq(addresses.id, addressId));
    expect(address?.subDistrictId).toBe(103302);
    const [profile] = await orm.select().from(members).where(eq(members.id, member.id));
    expect(profile?.subDistrictId).toBe(103302);
    expect(await place('sub_district', 100902)).toBeUndefined();
  });

  it('keeps an unknown place an address still points at, and drops one nothing points at', async () => {
    const orm = context.database.orm;
    const unknown = (id: number, nameTh: string) => ({
      type: 'sub_district',
      id,
      code: String(id),
      nameTh,
      nameEn: nameTh,
      parentId: 1033,
      postalCode: '10110',
    });
    await orm.insert(dataListItems).values([unknown(103398, 'ที่ใช้อยู่'), unknown(103399, 'ที่ไม่มีใครใช้')]);
    const member = await createMember(orm);
    await addressAt(member.id, { districtId: 1033, subDistrictId: 103398 });

    await loadReferenceData(orm);

    expect(await place('sub_district', 103398)).toBeDefined();
    expect(await place('sub_district', 103399)).toBeUndefined();
  });
});
