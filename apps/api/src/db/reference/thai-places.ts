import { readFileSync } from 'node:fs';

/** A row of `data_list_items` for one province, district or sub-district. */
export interface PlaceRow {
  type: string;
  id: number;
  code: string;
  nameTh: string;
  nameEn: string;
  parentId: number | null;
  postalCode: string | null;
}

export const PLACE_TYPES = ['province', 'district', 'sub_district'] as const;

interface ThaiPlacesFile {
  /** [geocode, Thai name, English name] */
  provinces: [number, string, string][];
  districts: [number, string, string][];
  /** [geocode, Thai name, English name, postal code] */
  subDistricts: [number, string, string, string][];
}

/**
 * Thai provinces, districts and sub-districts with the Department of Provincial Administration's
 * geocodes, Thai and official English names and postal codes (thai-places.json, MIT; see
 * thai-places.LICENSE.md). A geocode's parent is the geocode without its last two digits.
 */
export function thaiPlaceRows(): PlaceRow[] {
  const file = JSON.parse(readFileSync(new URL('./thai-places.json', import.meta.url), 'utf8')) as ThaiPlacesFile;
  const parentOf = (id: number) => Math.floor(id / 100);
  return [
    ...file.provinces.map(([id, nameTh, nameEn]) => ({
      type: 'province',
      id,
      code: String(id),
      nameTh,
      nameEn,
      parentId: null,
      postalCode: null,
    })),
    ...file.districts.map(([id, nameTh, nameEn]) => ({
      type: 'district',
      id,
      code: String(id),
      nameTh,
      nameEn,
      parentId: parentOf(id),
      postalCode: null,
    })),
    ...file.subDistricts.map(([id, nameTh, nameEn, postalCode]) => ({
      type: 'sub_district',
      id,
      code: String(id),
      nameTh,
      nameEn,
      parentId: parentOf(id),
      postalCode,
    })),
  ];
}
