import {
  type FieldMessageKey,
  fieldError,
  isThaiIdCard,
  PROFILE_COMPLETION_POINTS,
  passportField,
  type updateCustomerInputSchema,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import {
  findForeignMemberByEmail,
  findMemberByGovId,
  findMemberById,
  findThaiMemberByMobile,
  type MemberRow,
  markProfileCompleted,
  type NewMemberRow,
  setEmail,
  setMobileNo,
  updateProfile,
} from '../members/member-service.js';
import { consumeVerifiedOtp } from '../otp/otp-service.js';
import { earnPoints } from '../points/point-service.js';
import { assertChoices, resolveThaiAddress } from '../reference/data-list-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { isProfileComplete } from './profile-completeness.js';

type ProfileInput = z.output<typeof updateCustomerInputSchema>;

function invalid(field: string, key: FieldMessageKey): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key)] });
}

async function memberOf(db: Executor, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/** SPEC §4: the id card (or passport) is accepted only while none is stored; then it is locked. */
async function govIdFields(db: Executor, member: MemberRow, given: string | undefined): Promise<Partial<NewMemberRow>> {
  if (given === undefined) return {};
  const value = given.replace(/[\s-]/g, '').toUpperCase();
  if (member.govIdRef) {
    if (value !== member.govIdRef) throw new AppError('FIELD_LOCKED');
    return {};
  }
  if (member.loginType === 2 && !isThaiIdCard(value)) throw invalid('Gov_Id_Ref', 'thaiIdCard');
  if (member.loginType !== 2 && !passportField.safeParse(value).success) {
    throw invalid('Gov_Id_Ref', 'passport');
  }
  if (await findMemberByGovId(db, value)) throw new AppError('GOV_ID_TAKEN');
  return { govIdRef: value, govIdType: member.loginType === 2 ? 'id_card' : 'passport' };
}

/** SPEC §4: the birth date is locked once stored; sending the same date again is fine. */
function birthDateFields(member: MemberRow, given: string | null | undefined): Partial<NewMemberRow> {
  if (given === undefined || given === null) return {};
  if (member.dateOfBirth) {
    if (given !== member.dateOfBirth) throw new AppError('FIELD_LOCKED');
    return {};
  }
  if (given > new Date().toISOString().slice(0, 10)) throw invalid('Date_Of_Birth', 'birthDateInFuture');
  return { dateOfBirth: given };
}

/**
 * The e-mail: for login type 1 it is the sign-in identity, changed only through ChangeEmail after a
 * code (SPEC §4 contact changes); for login type 2 it is contact information, not verified (SPEC §5),
 * which identifies no one, so another member may use the same address (decision 038).
 */
function emailFields(member: MemberRow, given: string | null | undefined) {
  if (given === undefined || given === member.email) return {};
  if (member.loginType !== 2) {
    if (given === null) return {};
    throw new AppError('OTP_REQUIRED');
  }
  return { email: given };
}

/** Address levels by id, named from the data list (the names sent are ignored); all or none. */
async function placeFields(db: Executor, input: ProfileInput): Promise<Partial<NewMemberRow>> {
  const ids = [input.Province_Id, input.District_Id, input.Sub_District_Id, input.Postal_Code];
  if (ids.every((value) => value === undefined)) return {};
  if (ids.every((value) => value === undefined || value === null)) {
    return {
      provinceId: null,
      province: null,
      districtId: null,
      district: null,
      subDistrictId: null,
      subDistrict: null,
      postalCode: null,
    };
  }
  const [provinceId, districtId, subDistrictId, postalCode] = ids;
  if (!provinceId) throw invalid('Province_Id', 'pickProvince');
  if (!districtId) throw invalid('District_Id', 'pickDistrict');
  if (!subDistrictId) throw invalid('Sub_District_Id', 'pickSubDistrict');
  if (!postalCode) throw invalid('Postal_Code', 'required');
  const names = await resolveThaiAddress(db, {
    provinceId: Number(provinceId),
    districtId: Number(districtId),
    subDistrictId: Number(subDistrictId),
    postalCode: String(postalCode),
  });
  // Stored in Thai, the official names; the app shows either language from the ids.
  return {
    provinceId: Number(provinceId),
    province: names.province.nameTh,
    districtId: Number(districtId),
    district: names.district.nameTh,
    subDistrictId: Number(subDistrictId),
    subDistrict: names.subDistrict.nameTh,
    postalCode: String(postalCode),
  };
}

function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * UpdateCustomer (SPEC §3 payload). When the profile first becomes complete (SPEC §4 `filled`) the
 * member earns PROFILE_COMPLETION_POINTS once, in the same transaction as the update.
 */
export async function updateCustomer(
  orm: Orm,
  rules: RulesReader,
  memberId: number,
  profile: ProfileInput,
  now = new Date(),
): Promise<{ extra_point: number }> {
  return orm.transaction(async (tx) => {
    const member = await memberOf(tx, memberId);
    await assertChoices(tx, [
      { field: 'Relationship_Status', type: 'relationship', code: profile.Relationship_Status ?? null },
      { field: 'Nationality', type: 'nationality', code: profile.Nationality ?? null },
      { field: 'Education', type: 'education', code: profile.Education ?? null },
      { field: 'Career', type: 'career', code: profile.Career ?? null },
      { field: 'Income', type: 'income', code: profile.Income ?? null },
    ]);
    const updated = await updateProfile(tx, memberId, {
      ...defined({
        firstName: profile.First_Name,
        lastName: profile.Last_Name,
        address: profile.Address,
        relationshipStatus: profile.Relationship_Status,
        nationality: profile.Nationality,
        education: profile.Education,
        career: profile.Career,
        income: profile.Income,
      }),
      ...birthDateFields(member, profile.Date_Of_Birth),
      ...(await govIdFields(tx, member, profile.Gov_Id_Ref)),
      ...emailFields(member, profile.Email),
      ...(await placeFields(tx, profile)),
    });
    if (!isProfileComplete(updated) || !(await markProfileCompleted(tx, memberId, now))) return { extra_point: 0 };
    await earnPoints(
      tx,
      { memberId, amount: PROFILE_COMPLETION_POINTS, source: 'profile', reason: 'profile-completion', rules },
      now,
    );
    return { extra_point: PROFILE_COMPLETION_POINTS };
  });
}

/** ChangeEmail (SPEC §4 contact changes): the new address must carry a code verified for this member. */
export async function changeEmail(orm: Orm, memberId: number, email: string, now = new Date()) {
  return orm.transaction(async (tx) => {
    const member = await memberOf(tx, memberId);
    if (member.email === email) return { email };
    const holder = await findForeignMemberByEmail(tx, email);
    if (holder) throw new AppError('EMAIL_TAKEN');
    await consumeVerifiedOtp(tx, { memberId, recipient: email, purpose: 'change_contact' }, now);
    const updated = await setEmail(tx, memberId, email);
    return { email: updated.email ?? email };
  });
}

/**
 * ChangeMobileNo: the new number must carry a code verified for this member. Login type 2 changes its
 * identity (SPEC §4); login type 1 adds the contact mobile its completeness needs (docs/decisions/008).
 */
export async function changeMobileNo(orm: Orm, memberId: number, mobileNo: string, now = new Date()) {
  return orm.transaction(async (tx) => {
    const member = await memberOf(tx, memberId);
    if (member.mobileNo === mobileNo) return { mobile_no: mobileNo };
    if (await findThaiMemberByMobile(tx, mobileNo)) throw new AppError('MOBILE_TAKEN');
    await consumeVerifiedOtp(tx, { memberId, recipient: mobileNo, purpose: 'change_contact' }, now);
    const updated = await setMobileNo(tx, memberId, mobileNo);
    return { mobile_no: updated.mobileNo ?? mobileNo };
  });
}
