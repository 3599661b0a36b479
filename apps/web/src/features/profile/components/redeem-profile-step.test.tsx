import type { CustomerInfo } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { RedeemProfileStep } from './redeem-profile-step';

/** A foreigner fresh from registration: names, passport and gender given, birth year 1990, no date, no mobile. */
const newMember = { ...demoCustomer, gov_id_ref: 'AB1234567', gender: 'female', birth_year: 1990 };

function renderStep(customer: CustomerInfo = newMember) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RedeemProfileStep customer={customer} changeMobile={vi.fn()} onCancel={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadNamespaces(['profile', 'registration']);
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the first redemption’s profile step', () => {
  it.each([
    ['en', 'Before your first redemption', 'Step 1 of 2', '1990'],
    ['th', 'ก่อนแลกสิทธิพิเศษครั้งแรก', 'ขั้นตอนที่ 1 จาก 2', '2533'],
  ] as const)(
    'asks in %s for the birth date first, the year carried over from registration',
    async (language, title, progress, year) => {
      await act(() => setLanguage(language));
      renderStep();
      expect(screen.getByTestId('redeem-profile-step')).toHaveTextContent(title);
      expect(screen.getByTestId('redeem-profile-step')).toHaveFocus();
      expect(screen.getByTestId('redeem-profile-progress')).toHaveTextContent(progress);
      const yearSelect = screen.getByTestId('redeem-birth-date-year') as HTMLSelectElement;
      expect(yearSelect.value).toBe('1990');
      expect(yearSelect.selectedOptions[0]).toHaveTextContent(year);
      // Day and month are never guessed.
      expect(
        screen.getAllByRole('combobox').filter((select) => (select as HTMLSelectElement).value === ''),
      ).toHaveLength(2);
      expect(screen.queryByTestId('redeem-mobile')).not.toBeInTheDocument();
    },
  );

  it('asks only for the mobile once the birth date is known, with no year to prefill without one', () => {
    renderStep({ ...newMember, date_of_birth: '1990-02-14' });
    expect(screen.getByTestId('redeem-mobile')).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-profile-progress')).not.toBeInTheDocument();
    expect(screen.queryByTestId('redeem-profile-details')).not.toBeInTheDocument();
  });

  it('sends a member whose missing detail it cannot ask for (the gender) to edit-profile', () => {
    renderStep({ ...newMember, gender: null });
    expect(screen.getByTestId('redeem-profile-elsewhere')).toHaveTextContent('can only be added on your profile page');
    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', '/edit-profile');
  });
});
