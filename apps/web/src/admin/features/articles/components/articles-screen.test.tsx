import type { AdminArticle } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

function articleOf(extra: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 5,
    title_th: 'ออมด้วยคะแนน',
    title_en: 'Saving with points',
    summary_th: 'คะแนนสะสมอย่างไร',
    summary_en: 'How points add up',
    body_th: '<p>อ่าน<em>บทความ</em>นี้</p>',
    body_en: '<p>Read <strong>this</strong></p><a rel="noopener">tap</a>',
    image_url: '/media/articles/saving.webp',
    reward_points: 25,
    min_read_seconds: 20,
    published_at: '2026-11-20T03:00:00.000Z',
    ends_at: '2026-11-21T03:00:00.000Z',
    created_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

describe('the articles screen', () => {
  it('lists articles with their reward and whether their window is over', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /articles': () => page([articleOf()]) });
    renderAdmin('/admin/articles');
    const table = await screen.findByRole('table', { name: 'Articles' });
    const row = (await within(table).findByText('Saving with points')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('25');
    expect(row).toHaveTextContent('Ended');
    expect(screen.queryByTestId('article-create')).not.toBeInTheDocument();
  });

  it('edits an article in the rich-text editor and previews what the server stored, as members read it', async () => {
    const sent: unknown[] = [];
    const stored = articleOf({ title_en: 'Saving more', body_en: '<p>Clean <strong>body</strong></p>' });
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /articles': () => page([articleOf()]),
      'PUT /articles/5': (body) => {
        sent.push(body);
        return ok(stored);
      },
    });
    renderAdmin('/admin/articles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Saving with points' }));
    const form = screen.getByRole('form', { name: 'Edit article: Saving with points' });
    const editor = await within(form).findByTestId('article-body-en');
    expect(editor).toHaveAccessibleName('Body (English)');
    expect(within(editor).getByText('this').tagName).toBe('STRONG');
    expect(within(form).getByRole('toolbar', { name: 'Formatting of Body (English)' })).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Title (English)'));
    await user.type(within(form).getByLabelText('Title (English)'), 'Saving more');
    await user.clear(within(form).getByLabelText('Published until (Bangkok time)'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title_en: 'Saving more',
      body_th: '<p>อ่าน<em>บทความ</em>นี้</p>',
      reward_points: 25,
      min_read_seconds: 20,
      published_at: '2026-11-20T10:00:00+07:00',
      ends_at: null,
    });
    const preview = await screen.findByTestId('article-preview');
    await user.click(within(preview).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(within(preview).getByTestId('article-preview-body').innerHTML).toBe(stored.body_en));
    expect(within(preview).getByText('Saving more')).toBeInTheDocument();
  }, 20_000);

  it('refuses an article with an empty body before calling the server', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /articles': () => page([]),
      'POST /articles': (body) => {
        sent.push(body);
        return ok(articleOf());
      },
    });
    renderAdmin('/admin/articles');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('article-create'));
    const form = screen.getByRole('form', { name: 'New article' });
    await within(form).findByTestId('article-body-th');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(form).getByTestId('article-body-th')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Title (Thai)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });
});
