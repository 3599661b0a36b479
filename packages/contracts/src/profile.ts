import { z } from 'zod';
import { defineCall } from './call.js';
import {
  ADDRESS_MAX_LENGTH,
  blankableTextField,
  emailField,
  GOV_ID_MAX_LENGTH,
  idField,
  isoDateField,
  personNameField,
  queryIntField,
  rawTextField,
  textField,
} from './fields.js';
import { thaiMobileField } from './thai-mobile.js';

/**
 * Points awarded once, when the profile first becomes complete (SPEC §4 `filled`, SPEC §8 success
 * message); they expire like every earn (DESIGN §6).
 */
export const PROFILE_COMPLETION_POINTS = 100;

/** The lists of GetCustomerDataList: Thai addresses by level, and the profile's choice lists. */
export const DATA_LIST_TYPES = [
  'province',
  'district',
  'sub_district',
  'nationality',
  'education',
  'career',
  'income',
  'relationship',
] as const;
export const dataListTypeSchema = z.enum(DATA_LIST_TYPES);
export type DataListType = z.infer<typeof dataListTypeSchema>;

/**
 * One entry. For the address levels `id` is the official Thai code (province 2 digits, district 4,
 * sub-district 6), `parent_id` the level above and `postal_code` set on sub-districts. For the choice
 * lists `code` is what the profile stores (Nationality, Education, Career, Income, Relationship_Status).
 */
export const dataListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
  postal_code: z.string().nullable(),
});
export type DataListItem = z.infer<typeof dataListItemSchema>;

export const getCustomerDataList = defineCall({
  name: 'GetCustomerDataList',
  method: 'GET',
  path: '/Customer/GetCustomerDataList',
  summary: 'Provinces, districts, sub-districts with postal codes, and the profile choice lists, in Thai and English',
  access: 'public',
  input: z.object({
    Type: dataListTypeSchema,
    /** district: the province id; sub_district: the district id; ignored for the other lists. */
    Parent_Id: queryIntField({ min: 1, max: 999_999 }, 'id').optional(),
  }),
  output: z.array(dataListItemSchema),
  errors: ['VALIDATION_FAILED'],
});

/** Empty text means "not given": the form sends every field, filled or not. */
const optionalText = (max: number) => blankableTextField(max).nullable().optional();
const optionalId = idField.max(999_999).nullable().optional();
const optionalCode = optionalText(32);

/**
 * SPEC §3 profile update payload, exactly. Province, District and Sub_District names are taken from
 * the data list by their ids (the names sent are ignored); ids must chain province → district →
 * sub-district and Postal_Code must be the sub-district's. `Gov_Id_Ref` is accepted only while the id
 * card is empty and `Date_Of_Birth` only while the birth date is empty: a different value once stored
 * answers FIELD_LOCKED (SPEC §4). For login type 1 the e-mail is the sign-in identity: a different one
 * answers OTP_REQUIRED (use ChangeEmail); for login type 2 it is a contact and must not be taken.
 */
export const updateCustomerInputSchema = z.object({
  First_Name: personNameField,
  Last_Name: personNameField,
  Date_Of_Birth: isoDateField.nullable().optional(),
  Email: rawTextField()
    .pipe(z.union([z.literal('').transform(() => null), emailField], { error: 'email' }))
    .nullable()
    .optional(),
  Address: optionalText(ADDRESS_MAX_LENGTH),
  Province_Id: optionalId,
  Province: optionalText(100),
  District_Id: optionalId,
  District: optionalText(100),
  Sub_District_Id: optionalId,
  Sub_District: optionalText(100),
  Postal_Code: rawTextField()
    .refine((value) => value === '' || value.trim() !== '', { error: 'blank' })
    .trim()
    .regex(/^(\d{5})?$/, { error: 'postalCode' })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  Relationship_Status: optionalCode,
  Nationality: optionalCode,
  Education: optionalCode,
  Career: optionalCode,
  Income: optionalCode,
  /** Thai id card (login type 2) or passport (login type 1). */
  Gov_Id_Ref: textField({ max: GOV_ID_MAX_LENGTH }).optional(),
});

export const updateCustomer = defineCall({
  name: 'UpdateCustomer',
  method: 'POST',
  path: '/Customer/UpdateCustomer',
  summary: 'Updates the profile; awards extra_point once when it first becomes complete',
  access: ['bcrm-member'],
  input: updateCustomerInputSchema,
  output: z.object({ extra_point: z.number().int() }),
  errors: [
    'VALIDATION_FAILED',
    'FIELD_LOCKED',
    'EMAIL_TAKEN',
    'GOV_ID_TAKEN',
    'OTP_REQUIRED',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
    'MEMBER_MERGED',
  ],
});

/** SPEC §4: after Mail/RequestOTPChangeEmail and Mail/VerifyOTPByEmail (purpose change_contact) for this address. */
export const changeEmail = defineCall({
  name: 'ChangeEmail',
  method: 'POST',
  path: '/Customer/ChangeEmail',
  summary: 'Changes the member’s e-mail to a new address already verified by one-time code',
  access: ['bcrm-member'],
  input: z.object({ Email: emailField }),
  output: z.object({ email: z.string() }),
  errors: ['VALIDATION_FAILED', 'OTP_REQUIRED', 'EMAIL_TAKEN', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'],
});

/**
 * After SMS/RequestOTP and SMS/VerifyOTP (purpose change_contact) for this number. Login type 2 changes its
 * identity this way (SPEC §4); login type 1 adds or changes its contact mobile (docs/decisions/008).
 */
export const changeMobileNo = defineCall({
  name: 'ChangeMobileNo',
  method: 'POST',
  path: '/Customer/ChangeMobileNo',
  summary: 'Changes the member’s mobile to a new number already verified by one-time code',
  access: ['bcrm-member'],
  input: z.object({ Mobile_No: thaiMobileField }),
  output: z.object({ mobile_no: z.string() }),
  errors: ['VALIDATION_FAILED', 'OTP_REQUIRED', 'MOBILE_TAKEN', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'],
});

/** Multipart form field that carries the picture. */
export const PROFILE_PICTURE_FIELD = 'Picture';
/** Pictures are checked by content: JPEG, PNG or WebP, at most 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `multipart/form-data` with one file in the `Picture` field (the JSON input below is empty). */
export const updateProfilePicture = defineCall({
  name: 'UpdateProfilePicture',
  method: 'PUT',
  path: '/Customer/UpdateProfilePicture',
  summary: 'Replaces the profile picture (multipart field Picture: JPEG, PNG or WebP, at most 5 MB)',
  access: ['bcrm-member'],
  upload: { field: PROFILE_PICTURE_FIELD, mediaTypes: PROFILE_PICTURE_MEDIA_TYPES },
  input: z.object({}),
  output: z.object({ picture_url: z.string() }),
  errors: [
    'VALIDATION_FAILED',
    'FILE_TOO_LARGE',
    'UNSUPPORTED_FILE',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
  ],
});
