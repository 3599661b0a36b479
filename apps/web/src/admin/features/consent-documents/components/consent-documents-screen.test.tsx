import type { AdminConsentDocument } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

afterEach(() => act(() => setLanguage('en')));

function documentOf(overrides: Partial<AdminConsentDocument> = {}): AdminConsentDocument {
  return {
    id: 1,
    kind: 'policy',
    version: '1.0',
    title_th: 'นโยบายความเป็นส่วนตัว',
    title_en: 'Privacy Policy',
    body_th: '<p>นโยบาย</p>',
    body_en: '<p>Policy</p>',
    published_at: '2025-01-01T00:00:00Z',
    in_force: false,
    scheduled: false,
    ...overrides,
  };
}

const LISTED = [
  documentOf({ id: 3, version: '2.0', published_at: '2027-01-01T00:00:00+07:00', scheduled: true }),
  documentOf({ id: 2, version: '1.1', published_at: '2026-06-01T00:00:00+07:00', in_force: true }),
  documentOf(),
];

describe('the consent documents console page', () => {
  it('lists each version with its effective date in Bangkok and where it stands, with no publish form for staff', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /consent-documents': () => page(LISTED) });
    renderAdmin('/admin/consent-documents');
    const table = await screen.findByRole('table', { name: 'Consent documents' });
    await within(table).findByText('2.0');
    const [, scheduled, inForce, earlier] = within(table).getAllByRole('row');
    expect(scheduled).toHaveTextContent(/Privacy policy.*2\.0.*1 Jan 2027.*00:00.*Scheduled/);
    expect(inForce).toHaveTextContent('In force');
    expect(earlier).toHaveTextContent('Earlier');
    expect(screen.queryByTestId('consent-publish-form')).not.toBeInTheDocument();
  });

  it('lets an admin publish after confirming it can never be edited, and says from when it is in force', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /consent-documents': () => page(LISTED),
      'POST /consent-documents': (body) => {
        sent = body;
        return ok(documentOf({ id: 4, version: '3.0', published_at: '2027-02-01T09:30:00+07:00', scheduled: true }));
      },
    });
    renderAdmin('/admin/consent-documents');
    const form = await screen.findByTestId('consent-publish-form');
    await user.type(within(form).getByLabelText('Version'), '3.0');
    await user.type(within(form).getByLabelText('In force from (Bangkok time)'), '2027-02-01T09:30');
    const [thai, english] = [
      within(form).getByLabelText('Thai text (HTML)'),
      within(form).getByLabelText('English text (HTML)'),
    ];
    await user.click(thai);
    await user.paste('<p>ฉบับใหม่</p><script>alert(1)</script>');
    await user.click(english);
    await user.paste('<p>New version</p>');
    expect(within(screen.getByRole('region', { name: 'Thai preview' })).getByText('ฉบับใหม่')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Thai preview' })).not.toHaveTextContent('alert');
    // Empty title fields keep the newest version's titles, each in its own language.
    expect(within(screen.getByRole('region', { name: 'Thai preview' })).getByRole('heading')).toHaveTextContent(
      'นโยบายความเป็นส่วนตัว',
    );
    expect(within(screen.getByRole('region', { name: 'English preview' })).getByRole('heading')).toHaveTextContent(
      'Privacy Policy',
    );
    expect(within(form).getByLabelText('English title')).toHaveAttribute('placeholder', 'Privacy Policy');

    await user.click(within(form).getByTestId('consent-publish'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish Privacy policy 3.0?' });
    expect(dialog).toHaveTextContent('can never be edited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(screen.getByTestId('write-message')).toHaveTextContent('Privacy Policy 3.0 published, in force from'),
    );
    expect(sent).toEqual({
      kind: 'policy',
      version: '3.0',
      body: '<p>ฉบับใหม่</p><script>alert(1)</script>',
      body_en: '<p>New version</p>',
      effective_at: '2027-02-01T09:30:00+07:00',
    });
  });
});
