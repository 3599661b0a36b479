import { type DataListItem, FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const item = (id: number, name: string, parent: number | null, postal: string | null = null) => ({
  id,
  code: String(id),
  name_th: `${name} (th)`,
  name_en: name,
  parent_id: parent,
  postal_code: postal,
});

const lists: Record<string, DataListItem[]> = {
  province: [item(10, 'Bangkok', null)],
  district: [item(1007, 'Pathum Wan', 10)],
  sub_district: [item(100701, 'Wang Mai', 1007, '10330')],
  relationship: [{ ...item(1, 'Single', null), code: 'single' }],
  nationality: [{ ...item(2, 'Thai', null), code: 'thai' }],
  education: [{ ...item(3, 'Bachelor', null), code: 'bachelor' }],
  career: [{ ...item(4, 'Employee', null), code: 'employee' }],
  income: [{ ...item(5, '30,000–50,000', null), code: '30000-50000' }],
};

const dataList = (_body: unknown, url: URL) => ok(lists[url.searchParams.get('Type') ?? ''] ?? []);

/** What a select shows for its chosen option. */
const selectedLabelOf = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

/**
 * Answers the form's reads with this customer and records what a save sends, granting `extraPoint`.
 * Returns the last body sent.
 */
function mockSavingProfile(customer: typeof demoCustomer, extraPoint: number): () => Record<string, unknown> {
  let sent: Record<string, unknown> = {};
  mockApi({
    'Customer/GetCustomerInfo': () => ok(customer),
    'Customer/GetCustomerDataList': dataList,
    'Customer/UpdateCustomer': (body) => {
      sent = body as Record<string, unknown>;
      return ok({ extra_point: extraPoint });
    },
  });
  return () => sent;
}

describe('edit-profile', () => {
  it('sends the SPEC §3 payload, shows extra_point and goes to profile on Close', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const sent = mockSavingProfile({ ...demoCustomer, login_type: 2, mobile_no: '0812345678' }, 100);
    const user = userEvent.setup();
    const { router } = renderApp('/edit-profile');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230708');
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.selectOptions(await screen.findByLabelText('Province'), 'Bangkok');
    await user.selectOptions(
      await screen.findByLabelText('District'),
      await screen.findByRole('option', { name: 'Pathum Wan' }),
    );
    await user.selectOptions(
      screen.getByLabelText('Sub-district'),
      await screen.findByRole('option', { name: 'Wang Mai' }),
    );
    expect(screen.getByTestId('postal-code')).toHaveTextContent('10330');
    await user.selectOptions(
      screen.getByLabelText('Occupation'),
      await screen.findByRole('option', { name: 'Employee' }),
    );
    await user.click(screen.getByTestId('edit-profile-submit'));

    const dialog = await screen.findByTestId('update-success');
    expect(dialog).toHaveTextContent('You get 100 points from updating information.');
    expect(sent()).toMatchObject({
      First_Name: 'Somchai',
      Last_Name: 'Jaidee',
      Gov_Id_Ref: '1101700230708',
      Date_Of_Birth: '1990-01-31',
      Province_Id: 10,
      District_Id: 1007,
      Sub_District_Id: 100701,
      Postal_Code: '10330',
      Career: 'employee',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // The file's first render loads the form's modules; with the whole form filled in, over 5 s on a busy
    // two-core machine (it timed out there before the birth date had pickers too).
  }, 20_000);

  it('picks the birth date with Buddhist-era years in Thai and sends it in the Christian era', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const sent = mockSavingProfile({ ...demoCustomer, login_type: 2, mobile_no: '0812345678' }, 0);
    await act(() => setLanguage('th'));
    const user = userEvent.setup();
    renderApp('/edit-profile');
    const year = await screen.findByLabelText('ปี พ.ศ.');
    expect(within(year).getByText('2533')).toHaveValue('1990');
    expect(within(year).queryByText('1990')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByTestId('edit-birth-date')).toHaveAccessibleDescription(
      'วันเกิดแก้ไขไม่ได้หลังบันทึก กรุณาตรวจสอบให้ถูกต้อง',
    );
    expect(screen.getByDisplayValue('081-234-5678')).toHaveAttribute('readonly');
    await user.selectOptions(screen.getByLabelText('วัน'), '31');
    await user.selectOptions(screen.getByLabelText('เดือน'), 'มกราคม');
    await user.selectOptions(year, '2533');
    await act(() => setLanguage('en'));
    expect(selectedLabelOf(screen.getByLabelText('Year'))).toBe('1990');
    await user.click(screen.getByTestId('edit-profile-submit'));
    await waitFor(() => expect(sent()).toMatchObject({ Date_Of_Birth: '1990-01-31' }));
    // The form's whole page with three pickers (91 years): over 5 s in jsdom on a busy two-core machine.
  }, 20_000);

  it('shows a stored birth date with its Buddhist-era year in Thai, its Christian-era year in English', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, date_of_birth: '1985-05-05' }),
      'Customer/GetCustomerDataList': dataList,
    });
    await act(() => setLanguage('th'));
    renderApp('/edit-profile');
    const birthDate = await screen.findByTestId('edit-birth-date');
    expect(birthDate).toHaveValue('5 พฤษภาคม 2528');
    await act(() => setLanguage('en'));
    expect(birthDate).toHaveValue('5 May 1985');
  });

  it('shows a stored id card and birth date read-only and leaves them out of the payload', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const sent = mockSavingProfile(
      { ...demoCustomer, gov_id_ref: 'AA1234567', gov_id_type: 'passport', date_of_birth: '1985-05-05' },
      0,
    );
    const user = userEvent.setup();
    renderApp('/edit-profile');
    expect(await screen.findByTestId('edit-gov-id')).toHaveAttribute('readonly');
    expect(screen.getByTestId('edit-gov-id')).toHaveValue('AA1234567');
    expect(screen.getByTestId('edit-birth-date')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('edit-birth-date-note')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('edit-profile-submit'));
    expect(await screen.findByTestId('update-success')).toHaveTextContent(
      'You have successfully updated the information.',
    );
    expect(sent()).not.toHaveProperty('Gov_Id_Ref');
    expect(sent()).not.toHaveProperty('Date_Of_Birth');
  });

  it('shows a refused update in the current language', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, login_type: 2 }),
      'Customer/GetCustomerDataList': dataList,
      'Customer/UpdateCustomer': () => ({
        status: 409,
        body: { status: 'error', http_status: 409, code: 'GOV_ID_TAKEN', message: 'x', message_th: 'x' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230708');
    await user.click(screen.getByTestId('edit-profile-submit'));
    // The server's own words stand in until the error texts have loaded (lib/error-message.ts).
    await waitFor(() =>
      expect(screen.getByTestId('edit-profile-error')).toHaveTextContent(
        'This ID card or passport number is already registered.',
      ),
    );
  });

  it('opens the error modal with a refused update, the form’s notice behind it (SPEC §8)', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, login_type: 2 }),
      'Customer/GetCustomerDataList': dataList,
      'Customer/UpdateCustomer': () => refused(409, 'GOV_ID_TAKEN'),
    });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230708');
    await user.click(screen.getByTestId('edit-profile-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('This ID card or passport number is already registered.');
    expect(screen.getByTestId('edit-profile-error')).toHaveTextContent(
      'This ID card or passport number is already registered.',
    );
  });

  it('opens the error modal when the profile cannot be read, the retry behind it (SPEC §8)', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => refused(503, 'SERVICE_UNAVAILABLE') });
    renderApp('/edit-profile');
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your membership');
  });

  it('shows the server’s field error under its field, in English and in Thai', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, login_type: 2 }),
      'Customer/GetCustomerDataList': dataList,
      'Customer/UpdateCustomer': () => refusedField('Gov_Id_Ref', 'thaiIdCard'),
    });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230709');
    const govId = screen.getByTestId('edit-gov-id');
    // Before it is saved, the field warns that it locks.
    expect(govId).toHaveAccessibleDescription('Your ID card number cannot be changed once saved, so please check it.');
    await user.click(screen.getByTestId('edit-profile-submit'));

    await waitFor(() =>
      expect(govId).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.thaiIdCard.en)),
    );
    expect(govId).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('edit-profile-error')).not.toBeInTheDocument();
    await act(() => setLanguage('th'));
    expect(govId).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.thaiIdCard.th));
    expect(govId).toHaveAccessibleDescription(expect.stringContaining('เลขบัตรประชาชนแก้ไขไม่ได้หลังบันทึก'));
  });
});

describe('addresses', () => {
  const address = {
    address_id: 7,
    recipient_name: 'Somchai',
    mobile_no: '0812345678',
    address: '99 Rama I Road',
    province_id: 10,
    province_th: 'กรุงเทพมหานคร',
    province_en: 'Bangkok',
    district_id: 1007,
    district_th: 'ปทุมวัน',
    district_en: 'Pathum Wan',
    sub_district_id: 100701,
    sub_district_th: 'วังใหม่',
    sub_district_en: 'Wang Mai',
    postal_code: '10330',
    is_default: true,
  };

  it('adds an address with the pickers, its mobile typed with the country code, and returns to the list', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let sent: unknown = null;
    let saved = false;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/GetCustomerDataList': dataList,
      'Address/AddAddress': (body) => {
        sent = body;
        saved = true;
        return ok(address);
      },
      'Address/GetAddress': () => ok(saved ? [address] : []),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/address-list');
    await user.click(await screen.findByTestId('address-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address-field/new'));
    await user.type(await screen.findByLabelText('Recipient name'), 'Somchai');
    await user.type(screen.getByLabelText('Recipient mobile number'), '+66 81 234 5678');
    await user.type(screen.getByLabelText('Address (house number, street)'), '99 Rama I Road');
    await user.selectOptions(
      await screen.findByLabelText('Province'),
      await screen.findByRole('option', { name: 'Bangkok' }),
    );
    await user.selectOptions(
      screen.getByLabelText('District'),
      await screen.findByRole('option', { name: 'Pathum Wan' }),
    );
    await user.selectOptions(
      screen.getByLabelText('Sub-district'),
      await screen.findByRole('option', { name: 'Wang Mai' }),
    );
    await user.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address-list'));
    expect(sent).toEqual({
      Recipient_Name: 'Somchai',
      Mobile_No: '0812345678',
      Address: '99 Rama I Road',
      Province_Id: 10,
      District_Id: 1007,
      Sub_District_Id: 100701,
      Postal_Code: '10330',
      Is_Default: false,
    });
    expect(await screen.findByText('99 Rama I Road, Wang Mai, Pathum Wan, Bangkok 10330')).toBeInTheDocument();
  });

  it('shows the server’s field error under its picker, in English and in Thai', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let sent: unknown = null;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/GetCustomerDataList': dataList,
      'Address/GetAddress': () => ok([address]),
      'Address/EditAddress': (body) => {
        sent = body;
        return refusedField('Sub_District_Id', 'subDistrictNotInDistrict');
      },
    });
    const user = userEvent.setup();
    renderApp('/address-field/7');
    await user.click(await screen.findByTestId('address-save'));

    const subDistrict = screen.getByLabelText('Sub-district');
    await waitFor(() => expect(subDistrict).toHaveAccessibleDescription(FIELD_MESSAGES.subDistrictNotInDistrict.en));
    expect(subDistrict).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toMatchObject({ Address_Id: 7, Sub_District_Id: 100701 });
    await act(() => setLanguage('th'));
    expect(subDistrict).toHaveAccessibleDescription(FIELD_MESSAGES.subDistrictNotInDistrict.th);
  });

  it('deletes an address only after confirming', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let deleted: unknown = null;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Address/GetAddress': () => ok(deleted ? [] : [address]),
      'Address/DeleteAddress': (body) => {
        deleted = body;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/address-list');
    await user.click(await screen.findByTestId('address-delete'));
    expect(deleted).toBeNull();
    await user.click(screen.getByTestId('address-delete-confirm'));
    expect(await screen.findByText('You have no delivery address yet.')).toBeInTheDocument();
    expect(deleted).toEqual({ Address_Id: 7 });
  });

  it('asks in a dialog that keeps the address on Escape and gives the focus back to its delete button', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let deleted: unknown = null;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Address/GetAddress': () => ok([address]),
      'Address/DeleteAddress': (body) => {
        deleted = body;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/address-list');
    const deleteButton = await screen.findByTestId('address-delete');
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(deleted).toBeNull();
  });
});
