import { type Address, MAX_ADDRESSES } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { lockMember } from '../members/member-service.js';
import { resolveThaiAddress } from '../reference/data-list-service.js';
import { presentAddress } from './address-presenter.js';
import {
  clearOtherDefaults,
  countAddresses,
  deleteAddress as deleteAddressRow,
  deleteMemberAddresses,
  findMemberAddress,
  findMemberAddresses,
  insertAddress,
  promoteNewestToDefault,
  updateAddress,
} from './address-repository.js';

export interface AddressFields {
  Recipient_Name: string;
  Mobile_No: string;
  Address: string;
  Province_Id: number;
  District_Id: number;
  Sub_District_Id: number;
  Postal_Code: string;
  Is_Default: boolean;
}

async function rowFields(db: Executor, input: AddressFields) {
  await resolveThaiAddress(db, {
    provinceId: input.Province_Id,
    districtId: input.District_Id,
    subDistrictId: input.Sub_District_Id,
    postalCode: input.Postal_Code,
  });
  return {
    recipientName: input.Recipient_Name,
    mobileNo: input.Mobile_No,
    address: input.Address,
    provinceId: input.Province_Id,
    districtId: input.District_Id,
    subDistrictId: input.Sub_District_Id,
    postalCode: input.Postal_Code,
  };
}

async function readOwn(db: Executor, memberId: number, addressId: number): Promise<Address> {
  const row = await findMemberAddress(db, memberId, addressId);
  // Another member's address answers exactly like a missing one: ids reveal nothing.
  if (!row) throw new AppError('NOT_FOUND');
  return presentAddress(row);
}

/** GetAddress: every address of the member, or one of them. */
export async function getAddresses(db: Executor, memberId: number, addressId: number | undefined): Promise<Address[]> {
  if (addressId !== undefined) return [await readOwn(db, memberId, addressId)];
  return (await findMemberAddresses(db, memberId)).map(presentAddress);
}

/** AddAddress: at most ten; the first one, or one asked to be, becomes the default. */
export async function addAddress(orm: Orm, memberId: number, input: AddressFields): Promise<Address> {
  return orm.transaction(async (tx) => {
    const fields = await rowFields(tx, input);
    // The member lock queues concurrent adds, so two cannot both pass the ten-address check.
    await lockMember(tx, memberId);
    const existing = await countAddresses(tx, memberId);
    if (existing >= MAX_ADDRESSES) throw new AppError('LIMIT_EXCEEDED');
    const isDefault = input.Is_Default || existing === 0;
    const id = await insertAddress(tx, { memberId, ...fields, isDefault });
    if (isDefault) await clearOtherDefaults(tx, memberId, id);
    return readOwn(tx, memberId, id);
  });
}

/** EditAddress: unsetting Is_Default keeps the flag where it is (a member always has a default). */
export async function editAddress(
  orm: Orm,
  memberId: number,
  input: AddressFields & { Address_Id: number },
): Promise<Address> {
  return orm.transaction(async (tx) => {
    const fields = await rowFields(tx, input);
    const changed = await updateAddress(tx, memberId, input.Address_Id, {
      ...fields,
      ...(input.Is_Default ? { isDefault: true } : {}),
    });
    if (!changed) throw new AppError('NOT_FOUND');
    if (input.Is_Default) await clearOtherDefaults(tx, memberId, input.Address_Id);
    return readOwn(tx, memberId, input.Address_Id);
  });
}

export async function deleteAddress(orm: Orm, memberId: number, addressId: number): Promise<null> {
  return orm.transaction(async (tx) => {
    const deleted = await deleteAddressRow(tx, memberId, addressId);
    if (!deleted) throw new AppError('NOT_FOUND');
    if (deleted.isDefault) await promoteNewestToDefault(tx, memberId);
    return null;
  });
}

/** A member's own address row, for modules that copy it (a physical reward's shipping address). */
export { deleteMemberAddresses, findMemberAddress };
