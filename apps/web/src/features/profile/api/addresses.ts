import { callRoutes } from 'virtual:api-calls';
import type { addAddress as addAddressCall, CallInput } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './keys';

export type AddressFields = CallInput<typeof addAddressCall>;

/** GET Address/GetAddress: the member's own addresses, default first. */
export function addressesQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.addresses(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getAddress, {}, { signal })).data,
  });
}

/** AddAddress for a new one, EditAddress for an existing one. */
export async function saveAddress(fields: AddressFields, addressId: number | null) {
  const body =
    addressId === null
      ? await callApi(callRoutes.addAddress, fields)
      : await callApi(callRoutes.editAddress, { ...fields, Address_Id: addressId });
  return body.data;
}

export async function deleteAddress(addressId: number): Promise<void> {
  await callApi(callRoutes.deleteAddress, { Address_Id: addressId });
}
