import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import type { AddressPlace } from '../components/address-pickers';

/** The four place fields of an address, under their SPEC §3 / Address call names. */
export interface PlaceValues {
  Province_Id: number | null;
  District_Id: number | null;
  Sub_District_Id: number | null;
  Postal_Code: string;
}

type PlaceForm<Values extends FieldValues> = Pick<
  ContractForm<Values, unknown>,
  'watch' | 'setValue' | 'errorOf' | 'formState'
>;

/**
 * The address pickers' value, setter and errors on a kit form holding the place fields; a postal
 * code's error shows under the sub-district, which sets it.
 */
export function placePickerProps<Values extends FieldValues & PlaceValues>(form: PlaceForm<Values>) {
  // The place fields are fields of every such form; generic paths cannot be checked by the compiler.
  const name = (field: keyof PlaceValues) => field as Path<Values>;
  const [provinceId, districtId, subDistrictId, postalCode] = form.watch([
    name('Province_Id'),
    name('District_Id'),
    name('Sub_District_Id'),
    name('Postal_Code'),
  ]) as [number | null, number | null, number | null, string];
  const onChange = (place: AddressPlace) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    const set = (field: keyof PlaceValues, value: number | string | null) =>
      form.setValue(name(field), value as PathValue<Values, Path<Values>>, options);
    set('Province_Id', place.provinceId);
    set('District_Id', place.districtId);
    set('Sub_District_Id', place.subDistrictId);
    set('Postal_Code', place.postalCode);
  };
  return {
    value: { provinceId, districtId, subDistrictId, postalCode },
    onChange,
    errors: {
      provinceId: form.errorOf(name('Province_Id')),
      districtId: form.errorOf(name('District_Id')),
      subDistrictId: form.errorOf(name('Sub_District_Id')) ?? form.errorOf(name('Postal_Code')),
    },
  };
}
