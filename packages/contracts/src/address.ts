import { z } from 'zod';
import { defineCall } from './call.js';
import { ADDRESS_MAX_LENGTH, idField, personNameField, postalCodeField, queryIdField, textField } from './fields.js';
import { thaiMobileField } from './thai-mobile.js';

/** A member keeps at most this many shipping addresses; one more answers LIMIT_EXCEEDED. */
export const MAX_ADDRESSES = 10;

/** A shipping address (physical rewards, DESIGN §6); names of the three levels in both languages. */
export const addressSchema = z.object({
  address_id: z.number().int(),
  recipient_name: z.string(),
  mobile_no: z.string(),
  address: z.string(),
  province_id: z.number().int(),
  province_th: z.string(),
  province_en: z.string(),
  district_id: z.number().int(),
  district_th: z.string(),
  district_en: z.string(),
  sub_district_id: z.number().int(),
  sub_district_th: z.string(),
  sub_district_en: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** Official Thai place codes: province 2 digits, district 4, sub-district 6. */
const placeIdField = idField.max(999_999);

/**
 * The fields of an address. Ids come from GetCustomerDataList and must chain province → district →
 * sub-district; Postal_Code must be the sub-district's. The first address becomes the default; setting
 * Is_Default moves the flag from the previous default.
 */
export const addressFieldsSchema = z.object({
  Recipient_Name: personNameField,
  Mobile_No: thaiMobileField,
  Address: textField({ max: ADDRESS_MAX_LENGTH }),
  Province_Id: placeIdField,
  District_Id: placeIdField,
  Sub_District_Id: placeIdField,
  Postal_Code: postalCodeField,
  Is_Default: z.boolean().default(false),
});

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/** The member's own addresses, default first; with `Address_Id` just that one (NOT_FOUND if not theirs). */
export const getAddress = defineCall({
  name: 'GetAddress',
  method: 'GET',
  path: '/Address/GetAddress',
  summary: 'The signed-in member’s shipping addresses (or one of them)',
  access: ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'],
  input: z.object({ Address_Id: queryIdField().optional() }),
  output: z.array(addressSchema),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

export const addAddress = defineCall({
  name: 'AddAddress',
  method: 'POST',
  path: '/Address/AddAddress',
  summary: 'Adds a shipping address (at most 10)',
  access: ['bcrm-member'],
  input: addressFieldsSchema,
  output: addressSchema,
  errors: ['VALIDATION_FAILED', 'LIMIT_EXCEEDED', ...memberErrors],
});

export const editAddress = defineCall({
  name: 'EditAddress',
  method: 'POST',
  path: '/Address/EditAddress',
  summary: 'Changes one of the member’s shipping addresses',
  access: ['bcrm-member'],
  input: addressFieldsSchema.extend({ Address_Id: idField }),
  output: addressSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** Deleting the default address makes the most recent remaining one the default. */
export const deleteAddress = defineCall({
  name: 'DeleteAddress',
  method: 'POST',
  path: '/Address/DeleteAddress',
  summary: 'Deletes one of the member’s shipping addresses',
  access: ['bcrm-member'],
  input: z.object({ Address_Id: idField }),
  output: z.null(),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});
