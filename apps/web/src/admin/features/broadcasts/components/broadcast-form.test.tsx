import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';
import { broadcastOf, broadcastReads } from './broadcast-test-data';

afterEach(() => act(() => setLanguage('en')));

const openNewForm = async () => {
  renderAdmin('/admin/broadcasts/new');
  return screen.findByRole('form', { name: 'New broadcast' });
};

describe('the broadcast form', () => {
  it('previews the message in both languages as it is typed, as the inbox shows it', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...broadcastReads });
    const form = await openNewForm();
    const user = userEvent.setup();
    const thai = within(form).getByTestId('broadcast-preview-th');
    const english = within(form).getByTestId('broadcast-preview-en');
    expect(thai).toHaveTextContent('(no title yet)');

    await user.type(within(form).getByLabelText('Title (Thai)'), 'ข่าวดี');
    await user.type(within(form).getByLabelText('Message (Thai)'), 'คะแนนสองเท่า');
    await user.type(within(form).getByLabelText('Title (English)'), 'Good news');
    await user.type(within(form).getByLabelText('Message (English)'), 'Double points');
    await user.type(within(form).getByLabelText('Opens in the app'), '/privilege');

    expect(thai).toHaveTextContent('ข่าวดี');
    expect(thai).toHaveTextContent('คะแนนสองเท่า');
    expect(within(thai).getByText('ข่าวดี').closest('[lang]')).toHaveAttribute('lang', 'th');
    expect(english).toHaveTextContent('Good news');
    expect(english).toHaveTextContent('Double points');
    expect(english).toHaveTextContent('Opens /privilege');

    await act(() => setLanguage('th'));
    expect(await within(form).findByText('ตัวอย่างในกล่องข้อความของสมาชิก')).toBeInTheDocument();
    expect(within(form).getByText('สมาชิกที่ใช้ภาษาอังกฤษ')).toBeInTheDocument();
  });

  it('counts the recipients of the segment as chosen and says whether a second admin must approve', async () => {
    const asked: unknown[] = [];
    let recipients = 1500;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'POST /broadcasts/recipients': (body) => {
        asked.push(body);
        return ok({ recipients });
      },
    });
    const form = await openNewForm();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: 'Gold' }));
    await user.type(within(form).getByLabelText('Balance at least (points)'), '500');
    await user.click(await within(form).findByRole('checkbox', { name: 'Chaba Mart' }));
    await user.click(within(form).getByRole('button', { name: 'Count recipients' }));

    const counted = await within(form).findByTestId('broadcast-recipients');
    expect(counted).toHaveTextContent('1,500 members would receive it');
    expect(counted).toHaveTextContent('More than 1,000 members: a second admin must approve it');
    expect(asked).toEqual([{ segment: { tiers: ['gold'], min_points: 500, partner_ids: [4] } }]);

    await user.clear(within(form).getByLabelText('Balance at least (points)'));
    expect(within(form).getByText('The segment changed since the count: count again.')).toBeInTheDocument();
    recipients = 1;
    await user.click(within(form).getByRole('button', { name: 'Count recipients' }));
    expect(await within(form).findByText('1 member would receive it')).toBeInTheDocument();
    expect(within(form).getByTestId('broadcast-recipients')).toHaveTextContent(
      'it is scheduled as soon as you create it',
    );
  });

  it('checks the input with the contract before sending anything, in both languages', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'POST /broadcasts': (body) => {
        sent.push(body);
        return ok(broadcastOf());
      },
    });
    const form = await openNewForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Opens in the app'), 'https://elsewhere.example');
    await user.type(within(form).getByLabelText('Balance at least (points)'), 'many');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findByText('Enter a path in the app starting with /')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title (Thai)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Message (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Balance at least (points)')).toHaveAttribute('aria-invalid', 'true');
    await act(() => setLanguage('th'));
    expect(await within(form).findByText('กรุณากรอกพาธในแอปที่ขึ้นต้นด้วย /')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('creates a broadcast, places the server’s field errors, then opens its page with its recipients', async () => {
    const sent: unknown[] = [];
    let isPast = true;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'POST /broadcasts': (body) => {
        sent.push(body);
        if (isPast) {
          return refused(400, 'VALIDATION_FAILED', [
            {
              field: 'send_at',
              message: 'The sending time has passed: choose a later time, or none to send now',
              message_th: 'เวลาส่งผ่านไปแล้ว กรุณาเลือกเวลาที่ช้ากว่านี้ หรือเว้นว่างไว้เพื่อส่งทันที',
            },
          ]);
        }
        return ok(broadcastOf({ id: 12 }));
      },
      'GET /broadcasts/12': () => ok(broadcastOf({ id: 12 })),
    });
    const { router } = renderAdmin('/admin/broadcasts/new');
    const form = await screen.findByRole('form', { name: 'New broadcast' });
    const user = userEvent.setup();
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Title (Thai)'), 'ข่าวดี');
    await user.type(field('Title (English)'), 'Good news');
    await user.type(field('Message (Thai)'), 'คะแนนสองเท่า');
    await user.type(field('Message (English)'), 'Double points');
    await user.click(within(form).getByRole('checkbox', { name: 'E-mail' }));
    await user.type(field('Send at (Bangkok time)'), '2026-12-05T09:00');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findByText(/The sending time has passed/)).toBeInTheDocument();
    expect(field('Send at (Bangkok time)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toEqual({
      title: 'ข่าวดี',
      title_en: 'Good news',
      body: 'คะแนนสองเท่า',
      body_en: 'Double points',
      link_path: null,
      segment: { tiers: [], min_points: null, partner_ids: [] },
      channels: ['line', 'email'],
      send_at: '2026-12-05T09:00:00+07:00',
    });

    isPast = false;
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/broadcasts/12'));
    expect(await screen.findByTestId('broadcast-progress')).toHaveTextContent('0 of 4,200 members told');
  });
});
