import { ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PROGRAMME_RULES } from '../../../test/programme-rules';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

/** The rules' history, empty: no one changed them yet. */
const noHistory = { 'GET /audit': () => page([]) };

/** An admin on the rules screen whose saves land in `saved` and are answered as applied. */
function adminSaving(saved: unknown[]) {
  mockAdminApi({
    ...signInAs(operatorOf('admin')),
    ...noHistory,
    'GET /rules': () => ok(PROGRAMME_RULES),
    'PUT /rules': (body) => {
      saved.push(body);
      return ok({ ...(body as object), updated_at: '2026-11-23T03:00:00.000Z' });
    },
  });
}

afterEach(() => act(() => setLanguage('en')));

describe('the rules screen', () => {
  it('shows staff the rules in force with their limits, read-only', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), ...noHistory, 'GET /rules': () => ok(PROGRAMME_RULES) });
    renderAdmin('/admin/rules');
    const rate = await screen.findByTestId('rule-receipt_baht_per_point');
    expect(rate).toHaveTextContent('THB of receipt total per point25Between 1 and 100,000.');
    expect(screen.getByTestId('rule-receipt_max_bytes')).toHaveTextContent('10,485,760');
    expect(screen.getByTestId('rule-admin_second_factor_required')).toHaveTextContent(/every admin.*Off$/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('rules-read-only')).toHaveTextContent('Only admins can change the rules.');
    expect(screen.queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();
  });

  it('lets an admin save: checks each limit first, then sends every rule as a number', async () => {
    const saved: unknown[] = [];
    adminSaving(saved);
    renderAdmin('/admin/rules');
    const user = userEvent.setup();
    const quota = await screen.findByLabelText('Receipts a member may upload a day');
    await user.clear(quota);
    await user.type(quota, '101');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(quota).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);

    await user.clear(quota);
    await user.type(quota, '8');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply these rule changes?' });
    expect(within(dialog).getByTestId('rule-changes')).toHaveTextContent('Receipts a member may upload a day: 5 → 8');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(saved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('rules-saved')).toHaveTextContent('The rules are saved.');
    const { updated_at: _, ...sent } = { ...PROGRAMME_RULES, receipt_daily_quota: 8 };
    expect(saved).toEqual([sent]);
    expect(screen.getByLabelText('Receipts a member may upload a day')).toHaveValue('8');
  });

  it('takes the till’s burn rate in THB with two decimals at most', async () => {
    const saved: unknown[] = [];
    adminSaving(saved);
    renderAdmin('/admin/rules');
    const user = userEvent.setup();
    const burn = await screen.findByLabelText('THB one point pays at a till');
    expect(burn).toHaveValue('0.25');
    expect(burn).toHaveAttribute('inputmode', 'decimal');
    await user.clear(burn);
    await user.type(burn, '0.333');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(burn).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
    await user.clear(burn);
    await user.type(burn, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const change = await screen.findByTestId('rule-change-burn_thb_per_point');
    expect(change).toHaveTextContent(/0\.25 → 0\.5/);
    expect(change).toHaveTextContent(/100 points now pay ฿50\.00 instead of ฿25\.00 at a till\./);
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('rules-saved')).toBeInTheDocument();
    expect(saved).toEqual(
      [{ ...PROGRAMME_RULES, burn_thb_per_point: 0.5, updated_at: undefined }].map(
        ({ updated_at: _, ...rest }) => rest,
      ),
    );
  });

  it('shows the server’s refusal in Thai', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...noHistory,
      'GET /rules': () => ok(PROGRAMME_RULES),
      'PUT /rules': () => refused(403, 'FORBIDDEN'),
    });
    renderAdmin('/admin/rules');
    const referrer = await screen.findByLabelText('Points for the referring member');
    await act(() => setLanguage('th'));
    const user = userEvent.setup();
    await user.clear(referrer);
    await user.type(referrer, '150');
    await user.click(screen.getByRole('button', { name: 'บันทึกกติกา' }));
    await user.click(await screen.findByRole('button', { name: 'ใช้การเปลี่ยนแปลง' }));
    expect(await screen.findByTestId('rules-notice')).toHaveTextContent(ERRORS.FORBIDDEN.th);
  });

  it('shows the admins’ compulsory second factor as a switch, On or Off, and sends it as 1 or 0', async () => {
    const saved: unknown[] = [];
    adminSaving(saved);
    renderAdmin('/admin/rules');
    const user = userEvent.setup();
    const secondFactor = await screen.findByRole('checkbox', { name: /second factor is compulsory for every admin/ });
    expect(secondFactor).not.toBeChecked();
    await user.click(secondFactor);
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply these rule changes?' });
    expect(within(dialog).getByTestId('rule-change-admin_second_factor_required')).toHaveTextContent(': Off → On');
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('rules-saved')).toBeInTheDocument();
    expect(saved).toMatchObject([{ admin_second_factor_required: 1 }]);
  });

  it('says what a new receipt rate does before applying it, and sends nothing when cancelled or unchanged', async () => {
    const saved: unknown[] = [];
    adminSaving(saved);
    renderAdmin('/admin/rules');
    const user = userEvent.setup();
    const rate = await screen.findByLabelText('THB of receipt total per point');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByTestId('rules-unchanged')).toHaveTextContent('Nothing changed');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByTestId('rule-change-receipt_baht_per_point')).toHaveTextContent(
      /A ฿100\.00 receipt now earns 5 points instead of 4\./,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(saved).toEqual([]);

    await act(() => setLanguage('th'));
    await user.click(screen.getByRole('button', { name: 'บันทึกกติกา' }));
    expect(await screen.findByTestId('rule-change-receipt_baht_per_point')).toHaveTextContent(
      /ใบเสร็จยอด ฿100\.00 จะได้ 5 คะแนน แทน 4 คะแนน/,
    );
  });

  it('shows a failed read with a retry', async () => {
    let isDown = true;
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...noHistory,
      'GET /rules': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(PROGRAMME_RULES)),
    });
    renderAdmin('/admin/rules');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('rule-referral_referrer_points')).toHaveTextContent('100');
  });

  it('keeps the history of changes: who changed which rule when, the command line included', async () => {
    const { updated_at: _at, revision: _revision, ...values } = PROGRAMME_RULES;
    const entry = (id: number, operator: { id: number; email: string; name: string } | null, before: object) => ({
      id,
      at: '2026-11-20T03:00:00.000Z',
      operator,
      action: 'rules.update',
      entity: 'programme_rules',
      entity_id: '1',
      before,
      after: values,
      request_id: null,
    });
    const { birthday_bonus_points: _birthday, ...older } = { ...values, transfer_daily_cap: 5000 };
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /rules': () => ok(PROGRAMME_RULES),
      'GET /audit': (_body, url) =>
        url.searchParams.get('action') === 'rules.update'
          ? page([
              entry(2, { id: 1, email: 'somchai@example.com', name: 'Somchai' }, { ...values, receipt_daily_quota: 3 }),
              entry(1, null, older),
            ])
          : page([]),
    });
    renderAdmin('/admin/rules');
    const history = await screen.findByTestId('rules-history');
    // The history's own entries, not the changes listed inside each.
    const [latest, first] = [...history.children];
    expect(latest).toHaveTextContent('Somchai');
    expect(latest).toHaveTextContent('Receipts a member may upload a day: 3 → 5');
    expect(first).toHaveTextContent('Operator CLI');
    expect(first).toHaveTextContent('Points a member may transfer a day: 5,000 → 10,000');
  });

  it('refuses to save over another admin’s later change, saying so', async () => {
    const saved: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...noHistory,
      'GET /rules': () => ok(PROGRAMME_RULES),
      'PUT /rules': (body) => {
        saved.push(body);
        return refused(409, 'EDIT_CONFLICT');
      },
    });
    renderAdmin('/admin/rules');
    const user = userEvent.setup();
    const quota = await screen.findByLabelText('Receipts a member may upload a day');
    await user.clear(quota);
    await user.type(quota, '9');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('rules-notice')).toHaveTextContent(ERRORS.EDIT_CONFLICT.en);
    expect(saved).toEqual([expect.objectContaining({ receipt_daily_quota: 9, revision: 'r-rules-1' })]);
  });
});
