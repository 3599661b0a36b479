import { type Address, type DataListItem, type DataListType, type FieldError, fieldError } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { type DataListRow, findDataList, findDataListItems, hasChoice } from './data-list-repository.js';

const NEEDS_PARENT: ReadonlySet<DataListType> = new Set(['district', 'sub_district']);

function presentItem(row: DataListRow): DataListItem {
  return {
    id: row.id,
    code: row.code,
    name_th: row.nameTh,
    name_en: row.nameEn,
    parent_id: row.parentId,
    postal_code: row.postalCode,
  };
}

/**
 * GetCustomerDataList. Districts and sub-districts are asked for under their parent (the pickers of
 * the address form go province → district → sub-district); the whole country at once is 8,000 rows.
 */
export async function getDataList(db: Executor, type: DataListType, parentId: number | undefined) {
  if (NEEDS_PARENT.has(type) && parentId === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [fieldError('Parent_Id', 'giveParent')],
    });
  }
  const rows = await findDataList(db, type, NEEDS_PARENT.has(type) ? (parentId ?? null) : null);
  return rows.map(presentItem);
}

export interface ThaiAddressIds {
  provinceId: number;
  districtId: number;
  subDistrictId: number;
  postalCode: string;
}

export interface ThaiAddressNames {
  province: DataListRow;
  district: DataListRow;
  subDistrict: DataListRow;
}

/**
 * The three levels of an address, checked against the data list: each id exists, each level belongs
 * to the one above, and the postal code is the sub-district's. Field names as the caller's input.
 */
export async function resolveThaiAddress(
  db: Executor,
  ids: ThaiAddressIds,
  fields = { province: 'Province_Id', district: 'District_Id', subDistrict: 'Sub_District_Id', postal: 'Postal_Code' },
): Promise<ThaiAddressNames> {
  // One after the other: inside a transaction the three reads share one connection.
  const [province] = await findDataListItems(db, 'province', [ids.provinceId]);
  const [district] = await findDataListItems(db, 'district', [ids.districtId]);
  const [subDistrict] = await findDataListItems(db, 'sub_district', [ids.subDistrictId]);
  const errors: FieldError[] = [];
  if (!province) errors.push(fieldError(fields.province, 'unknownProvince'));
  if (!district || district.parentId !== ids.provinceId) {
    errors.push(fieldError(fields.district, 'districtNotInProvince'));
  }
  if (!subDistrict || subDistrict.parentId !== ids.districtId) {
    errors.push(fieldError(fields.subDistrict, 'subDistrictNotInDistrict'));
  } else if (subDistrict.postalCode !== null && subDistrict.postalCode !== ids.postalCode) {
    errors.push(fieldError(fields.postal, 'postalCodeMismatch'));
  }
  if (errors.length > 0 || !province || !district || !subDistrict) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
  }
  return { province, district, subDistrict };
}

/**
 * An address with its three levels named as the data list names them now: a snapshot taken before a
 * correction of the reference data (loadReferenceData) shows the corrected names. A level the list no
 * longer holds keeps the snapshot's names.
 */
export async function withCurrentPlaceNames(db: Executor, address: Address): Promise<Address> {
  const [province] = await findDataListItems(db, 'province', [address.province_id]);
  const [district] = await findDataListItems(db, 'district', [address.district_id]);
  const [subDistrict] = await findDataListItems(db, 'sub_district', [address.sub_district_id]);
  return {
    ...address,
    ...(province && { province_th: province.nameTh, province_en: province.nameEn }),
    ...(district && { district_th: district.nameTh, district_en: district.nameEn }),
    ...(subDistrict && { sub_district_th: subDistrict.nameTh, sub_district_en: subDistrict.nameEn }),
  };
}

/** Checks profile choice codes (Nationality, Education...) against their lists. */
export async function assertChoices(
  db: Executor,
  choices: { field: string; type: DataListType; code: string | null }[],
) {
  const errors: FieldError[] = [];
  for (const choice of choices) {
    if (choice.code !== null && !(await hasChoice(db, choice.type, choice.code))) {
      errors.push(fieldError(choice.field, 'pickFromList'));
    }
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
}
