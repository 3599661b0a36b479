import { and, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { addresses, dataListItems } from '../../db/schema.js';

export type NewAddressRow = typeof addresses.$inferInsert;

const province = alias(dataListItems, 'province');
const district = alias(dataListItems, 'district');
const subDistrict = alias(dataListItems, 'sub_district');

/** Addresses with the names of their three levels; always filtered by the owner. */
function selectAddresses(db: Executor) {
  return db
    .select({
      address: addresses,
      provinceTh: province.nameTh,
      provinceEn: province.nameEn,
      districtTh: district.nameTh,
      districtEn: district.nameEn,
      subDistrictTh: subDistrict.nameTh,
      subDistrictEn: subDistrict.nameEn,
    })
    .from(addresses)
    .innerJoin(province, and(eq(province.type, 'province'), eq(province.id, addresses.provinceId)))
    .innerJoin(district, and(eq(district.type, 'district'), eq(district.id, addresses.districtId)))
    .innerJoin(subDistrict, and(eq(subDistrict.type, 'sub_district'), eq(subDistrict.id, addresses.subDistrictId)));
}

export type AddressWithNames = Awaited<ReturnType<typeof findMemberAddresses>>[number];

/** The member's addresses, default first, then newest first. */
export async function findMemberAddresses(db: Executor, memberId: number) {
  return selectAddresses(db)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function findMemberAddress(db: Executor, memberId: number, addressId: number) {
  const [row] = await selectAddresses(db).where(and(eq(addresses.memberId, memberId), eq(addresses.id, addressId)));
  return row;
}

export async function countAddresses(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(addresses).where(eq(addresses.memberId, memberId));
  return row?.total ?? 0;
}

export async function insertAddress(db: Executor, address: NewAddressRow): Promise<number> {
  const [row] = await db.insert(addresses).values(address).returning({ id: addresses.id });
  if (!row) throw new Error('The address insert returned no row');
  return row.id;
}

/** Changes the member's own address; false when no such address is theirs. */
export async function updateAddress(
  db: Executor,
  memberId: number,
  addressId: number,
  fields: Partial<NewAddressRow>,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.id, addressId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

/** Clears the default flag of the member's other addresses. */
export async function clearOtherDefaults(db: Executor, memberId: number, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.memberId, memberId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

/** Deletes the member's own address; answers whether it was the default, or undefined if none matched. */
export async function deleteAddress(db: Executor, memberId: number, addressId: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.id, addressId)))
    .returning({ isDefault: addresses.isDefault });
  return row;
}

/** The most recent remaining address becomes the default. */
export async function promoteNewestToDefault(db: Executor, memberId: number): Promise<void> {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** Every address of a member, for the erasure of their personal data (DESIGN §16). */
export async function deleteMemberAddresses(db: Executor, memberId: number): Promise<number> {
  const deleted = await db.delete(addresses).where(eq(addresses.memberId, memberId)).returning({ id: addresses.id });
  return deleted.length;
}
