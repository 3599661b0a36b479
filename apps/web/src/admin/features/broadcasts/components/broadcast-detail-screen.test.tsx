import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';
import { broadcastOf, broadcastReads } from './broadcast-test-data';

afterEach(() => act(() => setLanguage('en')));

/** Another admin than the one `broadcastOf` names as its maker. */
const secondAdmin = operatorOf('admin', { id: 5, name: 'Bea Boss', email: 'bea@example.com' });

describe('a broadcast’s page', () => {
  it('reads the progress again while the broadcast is sending, until it is sent', async () => {
    const reads = [
      broadcastOf({ status: 'sending', progress: { notified: 1000, sent: 600, failed: 2, pending: 398, skipped: 0 } }),
      broadcastOf({ status: 'sent', progress: { notified: 4200, sent: 4150, failed: 10, pending: 0, skipped: 40 } }),
    ];
    let read = 0;
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(reads[Math.min(read++, reads.length - 1)]),
    });
    renderAdmin('/admin/broadcasts/7');
    const progress = await screen.findByTestId('broadcast-progress');
    expect(progress).toHaveTextContent('1,000 of 4,200 members told');
    expect(progress).toHaveTextContent('Sent 600 · failed 2 · pending 398 · skipped 0');
    expect(screen.getByTestId('broadcast-status')).toHaveTextContent('Sending');
    expect(screen.getByText('Only admins approve, change and cancel broadcasts.')).toBeInTheDocument();

    expect(await screen.findByText('4,200 of 4,200 members told', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-progress')).toHaveTextContent(
      'Sent 4,150 · failed 10 · pending 0 · skipped 40',
    );
    expect(screen.getByTestId('broadcast-status')).toHaveTextContent('Sent');
    const readsWhenSent = read;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(read).toBe(readsWhenSent);
  }, 15_000);

  it('shows who it reaches, when and in both languages', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...broadcastReads, 'GET /broadcasts/7': () => ok(broadcastOf()) });
    renderAdmin('/admin/broadcasts/7');
    const segment = await screen.findByTestId('broadcast-segment');
    expect(segment).toHaveTextContent('Gold');
    expect(segment).toHaveTextContent('500 points or more');
    expect(await within(segment).findByText('Chaba Mart')).toBeInTheDocument();
    expect(screen.getByText('App inbox, LINE')).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-preview-th')).toHaveTextContent('ซื้อที่ชบามาร์ทรับคะแนนสองเท่า');
    expect(screen.getByTestId('broadcast-preview-en')).toHaveTextContent('Earn double points at Chaba Mart');
    await act(() => setLanguage('th'));
    expect(await screen.findByText('คะแนนสองเท่าสุดสัปดาห์นี้', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-status')).toHaveTextContent('รออนุมัติ');
  });

  it('lets a second admin approve after a confirmation, and never offers the maker to approve their own', async () => {
    const approved: unknown[] = [];
    mockAdminApi({
      ...signInAs(secondAdmin),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(broadcastOf()),
      'POST /broadcasts/7/approve': () => {
        approved.push(true);
        return ok(broadcastOf({ status: 'scheduled', approved_by: 5, approved_by_name: 'Bea Boss' }));
      },
    });
    const { unmount } = renderAdmin('/admin/broadcasts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Double points this weekend?' });
    expect(dialog).toHaveTextContent('It will be sent to 4,200 members at its time.');
    expect(approved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and schedule' }));
    expect(await screen.findByText('Double points this weekend approved: it is sent at its time.')).toBeInTheDocument();
    expect(approved).toHaveLength(1);
    expect(screen.getByTestId('broadcast-status')).toHaveTextContent('Scheduled');
    unmount();

    mockAdminApi({ ...signInAs(operatorOf('admin')), ...broadcastReads, 'GET /broadcasts/7': () => ok(broadcastOf()) });
    renderAdmin('/admin/broadcasts/7');
    expect(
      await screen.findByText('You made or last changed this broadcast: another admin approves it.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('broadcast-approve')).not.toBeInTheDocument();
  });

  it('says why an approval is refused, in the console’s language', async () => {
    mockAdminApi({
      ...signInAs(secondAdmin),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(broadcastOf({ requested_by: 2 })),
      'POST /broadcasts/7/approve': () => refused(403, 'SELF_APPROVAL'),
    });
    renderAdmin('/admin/broadcasts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and schedule' }));
    expect(await screen.findByTestId('broadcast-action-error')).toHaveTextContent(
      'A broadcast is approved by an admin other than the one who made or last changed it.',
    );
  });

  it('cancels a broadcast only once confirmed, and offers nothing once it is sending', async () => {
    let canceled = 0;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(broadcastOf({ status: 'scheduled' })),
      'POST /broadcasts/7/cancel': () => {
        canceled += 1;
        return ok(broadcastOf({ status: 'canceled', canceled_at: '2026-11-28T04:00:00.000Z' }));
      },
    });
    const { unmount } = renderAdmin('/admin/broadcasts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel broadcast' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Double points this weekend?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(canceled).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancel broadcast' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel broadcast' }));
    expect(await screen.findByText('Double points this weekend canceled: nothing will be sent.')).toBeInTheDocument();
    expect(canceled).toBe(1);
    expect(screen.queryByTestId('broadcast-cancel')).not.toBeInTheDocument();
    unmount();

    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(broadcastOf({ status: 'sent' })),
    });
    renderAdmin('/admin/broadcasts/7');
    await screen.findByTestId('broadcast-progress');
    expect(screen.queryByTestId('broadcast-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('broadcast-cancel')).not.toBeInTheDocument();
  });

  it('warns before an approved broadcast is changed that the change withdraws the approval', async () => {
    const approvedBroadcast = broadcastOf({ status: 'scheduled', approved_by: 5, approved_by_name: 'Bea Boss' });
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...broadcastReads,
      'GET /broadcasts/7': () => ok(approvedBroadcast),
      'PUT /broadcasts/7': (body) => {
        sent.push(body);
        return ok(broadcastOf({ body_en: 'Triple points at Chaba Mart' }));
      },
    });
    renderAdmin('/admin/broadcasts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const form = await screen.findByRole('form', { name: 'Change Double points this weekend' });
    expect(within(form).getByTestId('broadcast-approval-withdrawn')).toHaveTextContent(
      'Saving a change withdraws the approval',
    );
    const body = within(form).getByLabelText('Message (English)');
    await user.clear(body);
    await user.type(body, 'Triple points at Chaba Mart');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Double points this weekend saved.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ body_en: 'Triple points at Chaba Mart', send_at: '2026-12-05T09:00:00+07:00' });
    expect(screen.getByTestId('broadcast-status')).toHaveTextContent('Waiting for approval');
  });
});
