import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { clearPrivilegeUiStore } from '../stores/privilege-ui-store';
import { card, pageOf } from '../test/fixtures';

beforeAll(async () => {
  await import('@/app/routes/privileges');
});

beforeEach(() => {
  clearPrivilegeUiStore();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

/** The main list's reads, each as the query values that narrow it. */
function mockList() {
  const reads: Record<string, string | null>[] = [];
  mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Privilege/GetPrivilegeCategories': () => ok([]),
    'Privilege/GetPrivilegeList': (_body, url) => {
      reads.push({ affordable: url.searchParams.get('Affordable_Only'), sort: url.searchParams.get('Sort_By') });
      return ok(pageOf([card(1), card(2, { min_tier: 'Gold', is_tier_locked: true })], 1, true));
    },
  });
  return reads;
}

describe('the privilege list’s points I can use and order by points', () => {
  it('asks the server for the affordable list and each order, and the default list asks for neither', async () => {
    const reads = mockList();
    renderApp('/privilege');
    await screen.findAllByTestId('privilege-card');
    expect(reads.at(-1)).toEqual({ affordable: null, sort: null });

    const toggle = screen.getByTestId('list-affordable');
    expect(toggle).toHaveTextContent('Points I can use');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(reads.at(-1)).toEqual({ affordable: 'true', sort: null }));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'points_low_high' } });
    await waitFor(() => expect(reads.at(-1)).toEqual({ affordable: 'true', sort: 'points_low_high' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'points_high_low' } });
    await waitFor(() => expect(reads.at(-1)).toEqual({ affordable: 'true', sort: 'points_high_low' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '' } });
    fireEvent.click(toggle);
    await screen.findAllByTestId('privilege-card');
    expect(reads.at(-1)).toEqual({ affordable: null, sort: null });
  });

  it.each([
    ['en', 'Points I can use', 'Sort by', 'Points: low to high', 'Locked: Gold tier and above'],
    ['th', 'คะแนนพอแลก', 'เรียงตาม', 'คะแนน: น้อยไปมาก', 'ล็อก: สำหรับระดับ Gold ขึ้นไป'],
  ] as const)(
    'labels the controls in %s and shows a tier-locked card locked',
    async (language, toggle, sortLabel, lowHigh, locked) => {
      await act(() => setLanguage(language));
      mockList();
      renderApp('/privilege');
      const cards = await screen.findAllByTestId('privilege-card');
      expect(screen.getByTestId('list-affordable')).toHaveTextContent(toggle);
      expect(screen.getByLabelText(sortLabel)).toHaveTextContent(lowHigh);
      const [open, lockedCard] = cards;
      expect(within(lockedCard as HTMLElement).getByTestId('locked-badge')).toHaveTextContent(locked);
      expect(lockedCard).toHaveAttribute('data-locked', 'true');
      expect(within(open as HTMLElement).queryByTestId('locked-badge')).not.toBeInTheDocument();
    },
  );
});
