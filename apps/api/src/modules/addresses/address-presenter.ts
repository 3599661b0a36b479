import type { Address } from '@loyalty/contracts';
import type { AddressWithNames } from './address-repository.js';

export function presentAddress(row: AddressWithNames): Address {
  const { address } = row;
  return {
    address_id: address.id,
    recipient_name: address.recipientName,
    mobile_no: address.mobileNo,
    address: address.address,
    province_id: address.provinceId,
    province_th: row.provinceTh,
    province_en: row.provinceEn,
    district_id: address.districtId,
    district_th: row.districtTh,
    district_en: row.districtEn,
    sub_district_id: address.subDistrictId,
    sub_district_th: row.subDistrictTh,
    sub_district_en: row.subDistrictEn,
    postal_code: address.postalCode,
    is_default: address.isDefault,
  };
}
