import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce } from '../../db/client.js';
import { spendingSinceOf, unexpiredBalanceOf } from '../../db/member-figures.js';
import { dataListItems, members, memberTierStatuses } from '../../db/schema.js';
import type { MemberRow } from '../members/member-service.js';

/**
 * Reads of the member rows for the profile (the members module owns and writes them; a read may join).
 */

/** A place of the profile's address in both languages; null when the profile has none. */
export type PlaceName = { th: string; en: string } | null;
export interface ProfilePlaceNames {
  province: PlaceName;
  district: PlaceName;
  subDistrict: PlaceName;
}

const provinceName = alias(dataListItems, 'province_name');
const districtName = alias(dataListItems, 'district_name');
const subDistrictName = alias(dataListItems, 'sub_district_name');

const placeName = (th: string | null, en: string | null): PlaceName => (th !== null && en !== null ? { th, en } : null);

/**
 * The member's fields a profile shows (SPEC §3 customer-info), and whether a password is set rather than
 * its hash. Named, not the whole row: PostgreSQL describes every selected column on every execution and
 * the driver builds a parser per column from that description, ~15 % of GetCustomerInfo's CPU with all
 * of the member's 50 columns selected.
 */
const CUSTOMER_INFO_FIELDS = [
  'pictureUrl',
  'loginType',
  'mbkMemberId',
  'govIdRef',
  'govIdType',
  'email',
  'mobileNo',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
  'birthYear',
  'address',
  'province',
  'provinceId',
  'district',
  'districtId',
  'subDistrict',
  'subDistrictId',
  'postalCode',
  'relationshipStatus',
  'nationality',
  'education',
  'career',
  'income',
  'homeConsentNotify',
  'homeConsentNotifyAt',
  'profileConsentNotify',
  'profileConsentNotifyAt',
  'acceptConsentAndPolicy',
  'acceptNewsAndPromotions',
  'acceptPreferenceAndInterest',
] as const satisfies readonly (keyof MemberRow)[];

const customerInfoColumns = {
  ...(Object.fromEntries(CUSTOMER_INFO_FIELDS.map((field) => [field, members[field]])) as {
    [Field in (typeof CUSTOMER_INFO_FIELDS)[number]]: (typeof members)[Field];
  }),
  isSetPassword: sql<boolean>`${members.passwordHash} is not null`,
};

/**
 * Each member with the point balance, the spending and tier status and the names of the address's places
 * (from the data list, so that they can be shown in either language) a profile shows, in ONE prepared
 * round trip for all of them (DESIGN §10: profile reads p99 ≤ 50 ms at 64 connections), by member id; an
 * unknown id has no entry. `rollingFrom` and `keptFrom` as in the tier window.
 */
export async function findCustomerSnapshots(
  db: Executor,
  memberIds: readonly number[],
  at: { now: Date; rollingFrom: Date; keptFrom: Date },
) {
  const query = preparedOnce(db, 'customer_snapshots', () =>
    db
      .select({
        id: members.id,
        member: customerInfoColumns,
        pointBalance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
        rollingSpending: spendingSinceOf(members.id, sql.placeholder('rollingFrom')),
        keptSpending: spendingSinceOf(members.id, sql.placeholder('keptFrom')),
        heldTierId: memberTierStatuses.tierId,
        heldExpiresAt: memberTierStatuses.expiresAt,
        provinceTh: provinceName.nameTh,
        provinceEn: provinceName.nameEn,
        districtTh: districtName.nameTh,
        districtEn: districtName.nameEn,
        subDistrictTh: subDistrictName.nameTh,
        subDistrictEn: subDistrictName.nameEn,
      })
      .from(members)
      .leftJoin(memberTierStatuses, eq(memberTierStatuses.memberId, members.id))
      .leftJoin(provinceName, and(eq(provinceName.type, 'province'), eq(provinceName.id, members.provinceId)))
      .leftJoin(districtName, and(eq(districtName.type, 'district'), eq(districtName.id, members.districtId)))
      .leftJoin(
        subDistrictName,
        and(eq(subDistrictName.type, 'sub_district'), eq(subDistrictName.id, members.subDistrictId)),
      )
      .where(sql`${members.id} = any(${sql.placeholder('memberIds')}::bigint[])`)
      .prepare('customer_snapshots'),
  );
  const rows = await query.execute({
    memberIds,
    now: at.now.toISOString(),
    rollingFrom: at.rollingFrom.toISOString(),
    keptFrom: at.keptFrom.toISOString(),
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        member: row.member,
        pointBalance: row.pointBalance,
        tierFacts: {
          rolling: Number(row.rollingSpending),
          kept: Number(row.keptSpending),
          held: row.heldTierId === null ? null : { tierId: row.heldTierId, expiresAt: row.heldExpiresAt },
        },
        places: {
          province: placeName(row.provinceTh, row.provinceEn),
          district: placeName(row.districtTh, row.districtEn),
          subDistrict: placeName(row.subDistrictTh, row.subDistrictEn),
        } satisfies ProfilePlaceNames,
      },
    ]),
  );
}

/** What GetCustomerInfo reads of a member. */
export type CustomerSnapshot = NonNullable<ReturnType<Awaited<ReturnType<typeof findCustomerSnapshots>>['get']>>;

/** What GetCustomerInfo shows of a member. */
export type CustomerInfoMember = CustomerSnapshot['member'];
