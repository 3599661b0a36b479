import type { AdminJob, CodeBatch, JobError } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const admin = operatorOf('admin');
const staff = operatorOf('staff');
const JOB_ID = '6b0c8a4e-1d2f-4a3b-8c5d-7e6f5a4b3c2d';

const job = (fields: Partial<AdminJob>): AdminJob => ({
  id: JOB_ID,
  kind: 'code-batch',
  state: 'running',
  done: 5_000,
  total: 20_000,
  attempts: 1,
  error: null,
  created_at: '2026-11-24T01:00:00.000Z',
  started_at: '2026-11-24T01:00:01.000Z',
  finished_at: null,
  ...fields,
});

function batchOf(fields: Partial<CodeBatch> = {}): CodeBatch {
  return {
    id: 3,
    name: 'Songkran',
    kind: 'promo',
    prefix: 'SK',
    count: 1_000,
    points: 40,
    starts_at: '2026-11-24T00:00:00.000Z',
    ends_at: '2026-12-24T00:00:00.000Z',
    company_id: null,
    generated: 1_000,
    used: 12,
    disabled: 0,
    job: null,
    created_at: '2026-11-24T00:00:00.000Z',
    ...fields,
  };
}

/** The list and the job's own read of a batch whose job failed with `error`. */
function failedBatchCalls(error: JobError) {
  const failedJob = job({ state: 'failed', error, finished_at: '2026-11-24T01:05:00.000Z' });
  return {
    'GET /code-batches': () => page([batchOf({ id: 4, count: 20_000, generated: 5_000, job: failedJob })]),
    [`GET /jobs/${JOB_ID}`]: () => ok(failedJob),
  };
}

describe('the code batches screen', () => {
  // Typing a whole form and a job's polls take seconds on a loaded machine.
  it('shows a running batch’s progress until its job is done, and a finished batch’s download', {
    timeout: 20_000,
  }, async () => {
    let polls = 0;
    const running = batchOf({ id: 4, name: 'Large', count: 20_000, generated: 5_000, job: job({}) });
    mockAdminApi({
      ...signInAs(staff),
      'GET /code-batches': () => page([running, batchOf()]),
      [`GET /jobs/${JOB_ID}`]: () => {
        polls += 1;
        return ok(
          job(polls > 1 ? { state: 'done', done: 20_000, finished_at: '2026-11-24T01:00:09.000Z' } : { done: 10_000 }),
        );
      },
    });
    renderAdmin('/admin/code-batches');
    const table = await screen.findByRole('table', { name: 'Code batches' });
    const progress = await within(table).findByTestId('job-progress');
    expect(progress).toHaveTextContent('Running');
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'done'), { timeout: 5_000 });
    expect(within(table).getByTestId('batch-download-3')).toHaveTextContent('Download CSV');
    expect(screen.queryByTestId('batch-create')).not.toBeInTheDocument();
  });

  // A job's polls take seconds on a loaded machine.
  it('lets an admin run a failed batch job again and shows the batch made once it is done', {
    timeout: 20_000,
  }, async () => {
    const failedJob = job({
      state: 'failed',
      attempts: 4,
      error: 'SERVICE_UNAVAILABLE',
      finished_at: '2026-11-24T01:05:00.000Z',
    });
    let retries = 0;
    let isMade = false;
    mockAdminApi({
      ...signInAs(admin),
      'GET /code-batches': () =>
        page([
          isMade
            ? batchOf({ id: 4, count: 20_000, generated: 20_000, job: job({ state: 'done', done: 20_000 }) })
            : batchOf({ id: 4, count: 20_000, generated: 5_000, job: failedJob }),
        ]),
      [`POST /jobs/${JOB_ID}/retry`]: () => {
        retries += 1;
        return ok(job({ state: 'queued', attempts: 4, error: 'SERVICE_UNAVAILABLE' }));
      },
      [`GET /jobs/${JOB_ID}`]: () => {
        if (retries === 0) return ok(failedJob);
        isMade = true;
        return ok(job({ state: 'done', done: 20_000, attempts: 5, finished_at: '2026-11-24T01:09:00.000Z' }));
      },
    });
    renderAdmin('/admin/code-batches');
    const table = await screen.findByRole('table', { name: 'Code batches' });
    const progress = await within(table).findByTestId('job-progress');
    expect(progress).toHaveTextContent('The job failed: The service is temporarily unavailable.');
    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(within(table).queryByTestId('job-progress')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(within(table).getByText('20,000 of 20,000')).toBeInTheDocument();
    expect(retries).toBe(1);
  });

  it('says in the operator’s language that a job’s last attempt was lost with its server', async () => {
    mockAdminApi({ ...signInAs(staff), ...failedBatchCalls('ATTEMPT_LOST') });
    const view = renderAdmin('/admin/code-batches');
    expect(await screen.findByTestId('job-progress')).toHaveTextContent(
      'The job failed: its last attempt stopped without finishing, as the server running it stopped or lost the database.',
    );
    view.unmount();
    await initI18n('th');
    renderAdmin('/admin/code-batches');
    expect(await screen.findByTestId('job-progress')).toHaveTextContent(
      'งานล้มเหลว: การทำงานครั้งล่าสุดหยุดก่อนเสร็จ เพราะเซิร์ฟเวอร์ที่ทำงานนี้หยุดหรือขาดการเชื่อมต่อฐานข้อมูล',
    );
  });

  it('shows staff a failed batch job without the button, and an admin the refusal in words', async () => {
    mockAdminApi({ ...signInAs(staff), ...failedBatchCalls('SERVICE_UNAVAILABLE') });
    const staffView = renderAdmin('/admin/code-batches');
    await waitFor(() =>
      expect(screen.getByTestId('job-progress')).toHaveTextContent(
        'The job failed: The service is temporarily unavailable.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
    staffView.unmount();

    mockAdminApi({
      ...signInAs(admin),
      ...failedBatchCalls('SERVICE_UNAVAILABLE'),
      [`POST /jobs/${JOB_ID}/retry`]: () => refused(409, 'NOT_ACTIVE'),
    });
    renderAdmin('/admin/code-batches');
    const progress = await screen.findByTestId('job-progress');
    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Run again' }));
    expect(await within(progress).findByText('This is not available right now.')).toBeInTheDocument();
  });

  // Typing a whole form and a job's polls take seconds on a loaded machine.
  it('lets an admin generate a batch, checking the fields first', { timeout: 20_000 }, async () => {
    const sent: unknown[] = [];
    const keys: (string | null)[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /code-batches': () => page(sent.length > 0 ? [batchOf()] : []),
      'POST /code-batches': (body, _url, init) => {
        sent.push(body);
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return ok(batchOf());
      },
    });
    renderAdmin('/admin/code-batches');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('batch-create'));
    const form = screen.getByRole('form', { name: 'New code batch' });
    await user.type(within(form).getByLabelText('Number of codes'), '100001');
    await user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Number of codes')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Songkran');
    await user.type(within(form).getByLabelText(/^Prefix/), 'sk');
    await user.clear(within(form).getByLabelText('Number of codes'));
    await user.type(within(form).getByLabelText('Number of codes'), '1000');
    await user.type(within(form).getByLabelText('Points'), '40');
    await user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New code batch' })).not.toBeInTheDocument());
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Songkran', prefix: 'SK', count: 1000, points: 40, kind: 'promo' }),
    ]);
    // Each code is worth points: the batch goes under an Idempotency-Key, so a retry is answered, not made again.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(await screen.findByText('Songkran')).toBeInTheDocument();
  });
  it('offers a company-limited operator only their companies for a batch, and sends the one picked', {
    timeout: 20_000,
  }, async () => {
    const companyOf = (id: number, name_en: string, name_th: string) => ({ id, kind: 'company', name_en, name_th });
    const sent: unknown[] = [];
    const limited = operatorOf('content', { company_ids: [5] });
    mockAdminApi({
      ...signInAs(limited),
      'GET /products': () => page([companyOf(5, 'Chaba Mart', 'ชบา มาร์ท'), companyOf(6, 'Chaba Hotel', 'โรงแรมชบา')]),
      'GET /code-batches': () => page([]),
      'POST /code-batches': (body) => {
        sent.push(body);
        return ok(batchOf({ company_id: 5 }));
      },
    });
    renderAdmin('/admin/code-batches');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('batch-create'));
    const form = screen.getByRole('form', { name: 'New code batch' });
    const company = within(form).getByLabelText('Company');
    await within(company).findByRole('option', { name: 'Chaba Mart' });
    expect(
      within(company)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your companies', 'Chaba Mart']);
    await user.type(within(form).getByLabelText('Name'), 'Mart week');
    await user.type(within(form).getByLabelText(/^Prefix/), 'mart');
    await user.type(within(form).getByLabelText('Number of codes'), '10');
    await user.type(within(form).getByLabelText('Points'), '5');
    await user.selectOptions(company, '5');
    await user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ name: 'Mart week', company_id: 5 })]));
  });

  it('disables a whole batch after a confirmation naming its count, and says how many codes stopped', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      // Read again after the disable: every code of the batch is disabled now.
      'GET /code-batches': () => page([batchOf(sent.length > 0 ? { disabled: 1_000 } : {})]),
      'POST /code-batches/3/disable': (body) => {
        sent.push(body);
        return ok({ batch: batchOf({ disabled: 1_000 }), disabled: 988 });
      },
    });
    renderAdmin('/admin/code-batches');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable batch Songkran' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable batch Songkran?' });
    expect(dialog).toHaveTextContent('Members can no longer use any of its 1,000 codes.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable 1,000 codes' }));
    await waitFor(() => expect(screen.getByTestId('write-message')).toHaveTextContent('Songkran: 988 codes disabled'));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The disabled batch says so instead of offering the same button again.
    await waitFor(() => expect(screen.queryByTestId('batch-disable-3')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Code batches' })).getByText('Disabled')).toBeInTheDocument();
  });

  it('gives staff no batch disable', async () => {
    mockAdminApi({ ...signInAs(staff), 'GET /code-batches': () => page([batchOf()]) });
    renderAdmin('/admin/code-batches');
    await screen.findByRole('table', { name: 'Code batches' });
    expect(screen.queryByTestId('batch-disable-3')).not.toBeInTheDocument();
  });
});
