import { type AdminJob, type BulkImport, type CardTemplate, fieldError } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  mockAdminApi,
  ok,
  operatorOf,
  page,
  refused,
  renderAdmin,
  signInAs,
} from '../../../test/render-admin';

const admin = operatorOf('admin');
const template: CardTemplate = {
  id: 7,
  company: { id: 3, name: 'ห้างชบา', name_en: 'Chaba Store' },
  name: 'บัตรชบา',
  name_en: 'Chaba Card',
  level: 'โกลด์',
  level_en: 'Gold',
  image_url: '/media/cards/store-gold.svg',
  conditions: '<p>ใช้ได้</p>',
  conditions_en: '<p>Valid</p>',
  number_prefix: '7001',
  valid_days: 365,
  active_cards: 0,
  created_at: '2026-11-01T03:00:00.000Z',
};

function reviewOf(fields: Partial<BulkImport> = {}): BulkImport {
  return {
    id: 41,
    kind: 'card-issue',
    state: 'reviewed',
    privilege_id: null,
    template_id: 7,
    expires_at: '2027-01-01T00:00:00.000Z',
    lines: 5,
    counts: {
      ok: 2,
      bad_line: 1,
      duplicate: 1,
      exists: 0,
      unknown_member: 1,
      inactive_member: 0,
      expired: 0,
      bad_points: 0,
      bad_reason: 0,
      insufficient_points: 0,
    },
    applied: 0,
    awaiting_approval: 0,
    error_file_url: '/imports/41/errors.csv',
    job: null,
    created_at: '2026-11-24T01:00:00.000Z',
    executed_at: null,
    ...fields,
  };
}

const job = (fields: Partial<AdminJob>): AdminJob => ({
  id: '2f1c7a52-8a4b-4e43-9a5d-3f0b1c2d4e5f',
  kind: 'bulk-import',
  state: 'running',
  done: 0,
  total: 2,
  attempts: 1,
  error: null,
  created_at: '2026-11-24T01:00:00.000Z',
  started_at: '2026-11-24T01:00:01.000Z',
  finished_at: null,
  ...fields,
});

describe('the imports screen', () => {
  // Typing a whole form and a job's polls take seconds on a loaded machine.
  it('checks a member list first, shows what would happen, then executes it once with its progress and outcome', {
    timeout: 20_000,
  }, async () => {
    const sent: unknown[] = [];
    let executions = 0;
    let polls = 0;
    let retries = 0;
    const failedJob = job({
      state: 'failed',
      done: 1,
      error: 'SERVICE_UNAVAILABLE',
      finished_at: '2026-11-24T01:02:00.000Z',
    });
    const finishedJob = job({ state: 'done', done: 2, attempts: 2 });
    const errorFileLanguages: (string | null)[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /imports/41/errors.csv': (_, url) => {
        errorFileLanguages.push(url.searchParams.get('lang'));
        return ok('line,value,problem\n');
      },
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
      'POST /cards/issue': (body) => {
        sent.push(body);
        return ok(reviewOf());
      },
      'POST /imports/41/execute': () => {
        executions += 1;
        return ok(reviewOf({ state: 'executing', job: job({ done: 0 }) }));
      },
      'GET /jobs/2f1c7a52-8a4b-4e43-9a5d-3f0b1c2d4e5f': () => {
        polls += 1;
        if (retries === 0) return ok(polls > 1 ? failedJob : job({ done: 1 }));
        return ok(finishedJob);
      },
      'POST /jobs/2f1c7a52-8a4b-4e43-9a5d-3f0b1c2d4e5f/retry': () => {
        retries += 1;
        return ok(job({ state: 'queued', done: 1, error: 'SERVICE_UNAVAILABLE' }));
      },
      // The first attempts failed midway; after the retry the expiry had passed: the second line was skipped.
      'GET /imports/41': () =>
        ok(
          retries === 0
            ? reviewOf({ state: 'executing', applied: 1, job: failedJob })
            : reviewOf({
                state: 'done',
                counts: {
                  ok: 1,
                  bad_line: 1,
                  duplicate: 1,
                  exists: 0,
                  unknown_member: 1,
                  inactive_member: 0,
                  expired: 1,
                  bad_points: 0,
                  bad_reason: 0,
                  insufficient_points: 0,
                },
                applied: 1,
                job: finishedJob,
              }),
        ),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Issue cards' });
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    expect(within(form).getByLabelText('Card template')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Member IDs' })).toHaveAccessibleDescription(
      /Give at least one line/,
    );
    expect(sent).toHaveLength(0);

    await within(form).findByRole('option', { name: 'Chaba Card · Gold' });
    await user.selectOptions(within(form).getByLabelText('Card template'), '7');
    await user.type(within(form).getByLabelText('Cards expire (Bangkok time)'), '2027-01-01T07:00');
    await user.type(
      within(form).getByRole('textbox', { name: /Member IDs/ }),
      'CR00000001{enter}CR00000002{enter}{enter}',
    );
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));

    const review = await screen.findByTestId('import-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Issue cards, dry run: 5 lines read');
    expect(sent).toEqual([
      { template_id: 7, member_ids: ['CR00000001', 'CR00000002'], expires_at: '2027-01-01T07:00:00+07:00' },
    ]);
    expect(within(review).getByTestId('count-ok')).toHaveTextContent('2');
    expect(within(review).getByTestId('count-unknown_member')).toHaveTextContent('1');
    expect(within(review).getByTestId('import-errors')).toHaveTextContent('Download error file');
    captureDownloads();
    await user.click(within(review).getByTestId('import-errors'));
    // The error file is written in the console's language.
    await waitFor(() => expect(errorFileLanguages).toEqual(['en']));

    await user.click(within(review).getByRole('button', { name: 'Execute (2 lines)' }));
    await waitFor(() => expect(within(review).getByTestId('job-progress')).toHaveAttribute('data-state', 'failed'), {
      timeout: 5_000,
    });
    expect(within(review).getByTestId('job-progress')).toHaveTextContent(
      'The job failed: The service is temporarily unavailable.',
    );
    expect(within(review).queryByTestId('import-done')).not.toBeInTheDocument();
    // Executing, it is no longer a dry run.
    expect(within(review).getByRole('heading')).toHaveTextContent('Issue cards: 5 lines read');
    await user.click(within(review).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(within(review).getByTestId('job-progress')).toHaveAttribute('data-state', 'done'), {
      timeout: 5_000,
    });
    expect(within(review).getByTestId('job-progress')).toHaveTextContent('2 of 2');
    expect(await within(review).findByTestId('import-done')).toHaveTextContent('Done: 1 applied.');
    expect(within(review).getByRole('row', { name: 'Expired before being applied 1' })).toBeInTheDocument();
    expect(within(review).getByRole('heading')).toHaveTextContent('Issue cards: 5 lines read');
    expect(within(review).getByRole('row', { name: 'Applied 1' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Execute (2 lines)' })).not.toBeInTheDocument();
    expect(executions).toBe(1);
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('import-review')).not.toBeInTheDocument();
  });

  // Typing a whole form and a job's polls take seconds on a loaded machine.
  it('sends a partner-code file’s text and shows the refusal of an import already executed', {
    timeout: 20_000,
  }, async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
      'POST /privileges/5/partner-codes': (body) => {
        sent.push(body);
        return ok(reviewOf({ kind: 'partner-codes', privilege_id: 5, template_id: null }));
      },
      'POST /imports/41/execute': () => refused(409, 'NOT_ACTIVE'),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Partner codes' });
    await user.type(within(form).getByLabelText('Privilege ID'), '5');
    const file = new File(['A-1\nA-2\n'], 'codes.csv', { type: 'text/csv' });
    await user.upload(within(form).getByLabelText(/File/), file);
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    const review = await screen.findByTestId('import-review');
    expect(sent).toEqual([{ csv: 'A-1\nA-2\n' }]);
    await user.click(within(review).getByRole('button', { name: 'Execute (2 lines)' }));
    await waitFor(() =>
      expect(within(review).getByRole('alert')).toHaveTextContent('This is not available right now.'),
    );
  });

  it('sends a point grants and claw-backs file and reviews it as that kind', { timeout: 20_000 }, async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
      'POST /adjustments/import': (body) => {
        sent.push(body);
        return ok(
          reviewOf({
            kind: 'point-adjustments',
            template_id: null,
            expires_at: null,
            counts: { ...reviewOf().counts, bad_points: 1 },
            awaiting_approval: 1,
          }),
        );
      },
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Point grants and claw-backs' });
    const csv = 'CR00000001,50,goodwill,Sorry\nCR00000002,-20,correction,Double credit\n';
    await user.upload(within(form).getByLabelText(/File/), new File([csv], 'points.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    const review = await screen.findByTestId('import-review');
    expect(sent).toEqual([{ csv }]);
    expect(within(review).getByRole('heading', { level: 2 })).toHaveTextContent('Point grants and claw-backs');
    expect(within(review).getByTestId('count-bad_points')).toHaveTextContent('1');
  });

  it('puts the refusal of a privilege that hands out no codes under its field', async () => {
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
      'POST /privileges/6/partner-codes': () =>
        refused(400, 'VALIDATION_FAILED', [fieldError('id', 'notPartnerCodePrivilege')]),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Partner codes' });
    await user.type(within(form).getByLabelText('Privilege ID'), '6');
    await user.upload(within(form).getByLabelText(/File/), new File(['A-1\n'], 'codes.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Privilege ID')).toHaveAccessibleDescription(
        /This privilege does not hand out partner codes/,
      ),
    );
    expect(screen.queryByTestId('import-review')).not.toBeInTheDocument();
  });

  // Typing a whole form takes seconds on a loaded machine.
  it('shows why an execution was refused when the expiry passed since the review', {
    timeout: 20_000,
  }, async () => {
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
      'POST /cards/issue': () => ok(reviewOf()),
      'POST /imports/41/execute': () => refused(400, 'VALIDATION_FAILED', [fieldError('expires_at', 'expiryPassed')]),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Issue cards' });
    await within(form).findByRole('option', { name: 'Chaba Card · Gold' });
    await user.selectOptions(within(form).getByLabelText('Card template'), '7');
    await user.type(within(form).getByLabelText('Cards expire (Bangkok time)'), '2027-01-01T07:00');
    await user.type(within(form).getByRole('textbox', { name: /Member IDs/ }), 'CR00000001');
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    const review = await screen.findByTestId('import-review');
    await user.click(within(review).getByRole('button', { name: 'Execute (2 lines)' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'This expiry has passed: check the list again with a later one',
    );
  });
});

describe('the list of imports', () => {
  const executing = reviewOf({
    id: 43,
    kind: 'partner-codes',
    state: 'executing',
    privilege_id: 5,
    template_id: null,
    expires_at: null,
    lines: 3_000,
    counts: {
      ok: 3_000,
      bad_line: 0,
      duplicate: 0,
      exists: 0,
      unknown_member: 0,
      inactive_member: 0,
      expired: 0,
      bad_points: 0,
      bad_reason: 0,
      insufficient_points: 0,
    },
    applied: 500,
    error_file_url: null,
    job: job({ id: 'c0a8012e-0000-4000-8000-000000000043', done: 500, total: 3_000 }),
    created_at: '2026-11-24T03:00:00.000Z',
    executed_at: '2026-11-24T03:01:00.000Z',
  });
  const done = reviewOf({
    id: 42,
    kind: 'partner-codes',
    state: 'done',
    privilege_id: 5,
    template_id: null,
    expires_at: null,
    lines: 4,
    counts: {
      ok: 2,
      bad_line: 0,
      duplicate: 1,
      exists: 1,
      unknown_member: 0,
      inactive_member: 0,
      expired: 0,
      bad_points: 0,
      bad_reason: 0,
      insufficient_points: 0,
    },
    applied: 2,
    error_file_url: '/imports/42/errors.csv',
    created_at: '2026-11-24T02:00:00.000Z',
    executed_at: '2026-11-24T02:05:00.000Z',
  });
  const reviewed = reviewOf();

  it('shows earlier imports with their state and a running job, and opens one to execute it later', async () => {
    const listed: URL[] = [];
    let isExecuted = false;
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': (_body, url) => {
        listed.push(url);
        return page([executing, done, isExecuted ? reviewOf({ state: 'done', applied: 2 }) : reviewed]);
      },
      [`GET /jobs/${executing.job?.id}`]: () => ok(executing.job),
      'POST /imports/41/execute': () => {
        isExecuted = true;
        return ok(reviewOf({ state: 'done', applied: 2, executed_at: '2026-11-24T04:00:00.000Z' }));
      },
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    const running = await within(table).findByRole('row', { name: /#43/ });
    expect(running).toHaveTextContent('Partner codes');
    expect(running).toHaveTextContent('Privilege 5');
    expect(running).toHaveTextContent('Executing');
    expect(running).toHaveTextContent('3,000');
    expect(within(running).getByTestId('job-progress')).toHaveTextContent('500 of 3,000');
    const waiting = within(table).getByRole('row', { name: /#41/ });
    expect(waiting).toHaveTextContent('Issue cards');
    expect(waiting).toHaveTextContent('Card template 7');
    expect(waiting).toHaveTextContent('Checked, not executed');
    expect(within(waiting).queryByTestId('job-progress')).not.toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /#42/ })).queryByTestId('job-progress')).toBeNull();
    expect(screen.queryByTestId('import-review')).not.toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Open import #41' }));
    const review = await screen.findByTestId('import-review');
    const heading = within(review).getByRole('heading');
    expect(heading).toHaveTextContent('Issue cards, dry run: 5 lines read');
    expect(heading).toHaveFocus();
    const readsBefore = listed.length;
    await user.click(within(review).getByRole('button', { name: 'Execute (2 lines)' }));
    expect(await within(review).findByTestId('import-done')).toHaveTextContent('Done: 2 applied.');
    await waitFor(() => expect(listed.length).toBeGreaterThan(readsBefore));
    expect(await within(table).findByRole('row', { name: /#41.*Done/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('import-state-filter'), 'reviewed');
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('state')).toBe('reviewed'));
  });

  it('reads a done import as what it did, not as a dry run, and closes it', async () => {
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([done]),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open import #42' }));
    const review = await screen.findByTestId('import-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Partner codes: 4 lines read');
    expect(within(review).getByRole('heading')).not.toHaveTextContent('dry run');
    const counts = within(review).getByRole('table', { name: 'What the import did' });
    expect(within(counts).getByRole('row', { name: 'Applied 2' })).toBeInTheDocument();
    expect(within(counts).queryByText('Will be applied')).not.toBeInTheDocument();
    expect(within(review).getByTestId('import-done')).toHaveTextContent('Done: 2 applied.');
    expect(within(review).queryByTestId('import-execute')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('import-review')).not.toBeInTheDocument();
  });

  it('counts a single line as one line and groups the thousands of a large import', async () => {
    const single = reviewOf({
      id: 43,
      lines: 1,
      counts: { ...reviewOf().counts, ok: 1, bad_line: 0, duplicate: 0, unknown_member: 0 },
    });
    const large = reviewOf({
      id: 44,
      kind: 'partner-codes',
      state: 'done',
      privilege_id: 3,
      template_id: null,
      expires_at: null,
      lines: 1500,
      counts: {
        ok: 1500,
        bad_line: 0,
        duplicate: 0,
        exists: 0,
        unknown_member: 0,
        inactive_member: 0,
        expired: 0,
        bad_points: 0,
        bad_reason: 0,
        insufficient_points: 0,
      },
      applied: 1500,
      error_file_url: null,
    });
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([single, large]),
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open import #43' }));
    let review = await screen.findByTestId('import-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Issue cards, dry run: 1 line read');
    expect(within(review).getByRole('button', { name: 'Execute (1 line)' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open import #44' }));
    review = await screen.findByTestId('import-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Partner codes: 1,500 lines read');
    expect(within(review).getByTestId('import-done')).toHaveTextContent('Done: 1,500 applied.');
  });

  it('says the list is empty at first and shows a new dry run in it once checked', async () => {
    let isChecked = false;
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page(isChecked ? [reviewed] : []),
      'POST /cards/issue': () => {
        isChecked = true;
        return ok(reviewed);
      },
    });
    renderAdmin('/admin/imports');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    expect(await within(table).findByTestId('table-empty')).toHaveTextContent('There is nothing here yet.');
    const form = screen.getByRole('form', { name: 'Issue cards' });
    await within(form).findByRole('option', { name: 'Chaba Card · Gold' });
    await user.selectOptions(within(form).getByLabelText('Card template'), '7');
    await user.type(within(form).getByLabelText('Cards expire (Bangkok time)'), '2027-01-01T07:00');
    await user.type(within(form).getByRole('textbox', { name: /Member IDs/ }), 'CR00000001');
    await user.click(within(form).getByRole('button', { name: 'Check file (dry run)' }));
    expect(await within(table).findByRole('button', { name: 'Open import #41' })).toBeInTheDocument();
  });

  it('lets content import partner codes and issue cards, with no point adjustments to make or filter by', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('content')),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => page([]),
    });
    renderAdmin('/admin/imports');
    await screen.findByRole('table', { name: 'Recent imports' });
    expect(screen.getByRole('form', { name: 'Partner codes' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Issue cards' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Point grants and claw-backs' })).not.toBeInTheDocument();
    const kinds = within(screen.getByTestId('import-kind-filter')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual(['All kinds', 'Partner codes', 'Issue cards']);
  });

  it('shows a list that could not be loaded with a retry', async () => {
    let isDown = true;
    mockAdminApi({
      ...signInAs(admin),
      'GET /card-templates': () => page([template]),
      'GET /imports': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : page([done])),
    });
    renderAdmin('/admin/imports');
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    const alert = await within(table).findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(table).findByRole('button', { name: 'Open import #42' })).toBeInTheDocument();
  });
});
