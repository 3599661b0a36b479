import type { ConsentDocument } from '@loyalty/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp } from '@/test/render-app';

const documentOf = (kind: ConsentDocument['kind'], title: string): ConsentDocument => ({
  kind,
  version: '2.0',
  title_th: `${title} (ไทย)`,
  title_en: title,
  body_th: '<p>ย่อหน้าแรก</p><p>ย่อหน้า<strong>ที่สอง</strong></p>',
  body_en: '<p>First paragraph</p><ul><li>A <strong>listed</strong> right</li></ul>',
  published_at: '2026-01-01T00:00:00Z',
});

function mockConsent() {
  mockApi({
    'Customer/GetConsent': () =>
      ok({ policy: documentOf('policy', 'Privacy Policy'), terms: documentOf('terms', 'Terms'), member: null }),
  });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the policy and condition pages (bodies are HTML the server sanitised)', () => {
  it('draws the policy body as HTML, not as its tags in text', async () => {
    mockConsent();
    renderApp('/policy');
    const body = await screen.findByTestId('legal-body');
    expect(
      within(screen.getByTestId('legal-document')).getByRole('heading', { name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(body.querySelectorAll('p')).toHaveLength(1);
    expect(body.querySelector('li strong')?.textContent).toBe('listed');
    expect(body.textContent).not.toContain('<p>');
  });

  it('draws the Thai body of the terms in Thai', async () => {
    await act(() => setLanguage('th'));
    mockConsent();
    renderApp('/condition');
    const body = await screen.findByTestId('legal-body');
    expect(
      within(screen.getByTestId('legal-document')).getByRole('heading', { name: 'Terms (ไทย)' }),
    ).toBeInTheDocument();
    expect(Array.from(body.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual([
      'ย่อหน้าแรก',
      'ย่อหน้าที่สอง',
    ]);
  });
});
