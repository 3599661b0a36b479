import type { DataListItem } from '@loyalty/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

/** Bangkok › Khet Phra Nakhon › Phra Borom Maha Ratchawang, as GetAddress and the data lists answer them. */
const address = {
  address_id: 7,
  recipient_name: 'Somsri Jaidee',
  mobile_no: '0812345678',
  address: '99/1 Na Phra Lan Road',
  province_id: 10,
  province_th: 'กรุงเทพมหานคร',
  province_en: 'Bangkok',
  district_id: 1001,
  district_th: 'เขตพระนคร',
  district_en: 'Khet Phra Nakhon',
  sub_district_id: 100101,
  sub_district_th: 'พระบรมมหาราชวัง',
  sub_district_en: 'Phra Borom Maha Ratchawang',
  postal_code: '10200',
  is_default: true,
};

const place = (id: number, nameTh: string, nameEn: string, parent: number | null, postal: string | null) => ({
  id,
  code: String(id),
  name_th: nameTh,
  name_en: nameEn,
  parent_id: parent,
  postal_code: postal,
});

const lists: Record<string, DataListItem[]> = {
  province: [place(10, address.province_th, address.province_en, null, null)],
  district: [place(1001, address.district_th, address.district_en, 10, null)],
  sub_district: [place(100101, address.sub_district_th, address.sub_district_en, 1001, '10200')],
};

function signedInWithAddress() {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Address/GetAddress': () => ok([address]),
    'Customer/GetCustomerDataList': (_body, url) => ok(lists[url.searchParams.get('Type') ?? ''] ?? []),
  });
}

const selectedText = (label: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

describe('places of an address follow the language', () => {
  it('address-list names the sub-district, district and province in English, then in Thai after the switch', async () => {
    signedInWithAddress();
    renderApp('/address-list');
    const list = await screen.findByTestId('address-list');
    expect(list).toHaveTextContent('Phra Borom Maha Ratchawang, Khet Phra Nakhon, Bangkok 10200');

    await act(() => setLanguage('th'));

    expect(list).toHaveTextContent('พระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200');
    expect(list).not.toHaveTextContent('Phra Borom Maha Ratchawang');
  });

  it('address-field shows the chosen places in the current language', async () => {
    signedInWithAddress();
    renderApp(`/address-field/${address.address_id}`);
    await screen.findByRole('option', { name: address.sub_district_en });
    expect(selectedText('Province')).toBe('Bangkok');
    expect(selectedText('District')).toBe('Khet Phra Nakhon');
    expect(selectedText('Sub-district')).toBe('Phra Borom Maha Ratchawang');

    await act(() => setLanguage('th'));

    expect(selectedText('จังหวัด')).toBe('กรุงเทพมหานคร');
    expect(selectedText('อำเภอ/เขต')).toBe('เขตพระนคร');
    expect(selectedText('ตำบล/แขวง')).toBe('พระบรมมหาราชวัง');
  });
});
