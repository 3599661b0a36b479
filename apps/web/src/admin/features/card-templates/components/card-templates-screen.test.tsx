import type { AdminProduct } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

const companyOf = (id: number, nameEn: string, nameTh: string) =>
  ({ id, kind: 'company', name_en: nameEn, name_th: nameTh }) as AdminProduct;

describe('the card templates screen', () => {
  it('picks a new template’s company by name from the group companies and sends its id', async () => {
    const sent: unknown[] = [];
    const asked: string[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /card-templates': () => page([]),
      'GET /products': (_, url) => {
        asked.push(url.search);
        return page([companyOf(7, 'Chaba Mart', 'ชบามาร์ท'), companyOf(9, 'Starlight Cinema', 'สตาร์ไลท์ ซีเนม่า')]);
      },
      'POST /card-templates': (body) => {
        sent.push(body);
        return ok({});
      },
    });
    renderAdmin('/admin/card-templates');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('template-create'));
    const form = screen.getByRole('form', { name: 'New card template' });
    const company = within(form).getByLabelText('Company');
    await waitFor(() => expect(within(company).getByRole('option', { name: 'Starlight Cinema' })).toBeInTheDocument());
    expect(new URLSearchParams(asked[0]).get('kind')).toBe('company');

    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.selectOptions(company, 'Starlight Cinema');
    await user.type(within(form).getByLabelText('Card image address'), '/media/cards/starlight.webp');
    await user.type(within(form).getByLabelText('Name (Thai)'), 'สตาร์ไลท์คลับ');
    await user.type(within(form).getByLabelText('Name (English)'), 'Starlight Club');
    await user.type(within(form).getByLabelText('Level (Thai)'), 'ทอง');
    await user.type(within(form).getByLabelText('Level (English)'), 'Gold');
    await user.type(within(form).getByLabelText('Card number prefix'), '77');
    await user.type(within(form).getByLabelText('Conditions (Thai, HTML)'), '<p>ดูหนัง</p>');
    await user.type(within(form).getByLabelText('Conditions (English, HTML)'), '<p>Movies</p>');
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ company_id: 9, name_en: 'Starlight Club', valid_days: 365 });
  }, 20_000);
});
