import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { TierStatus } from './tier-status';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the tier status (DESIGN §14)', () => {
  it('says what is left to keep the tier by its end and how far the next tier is, each with a labelled bar', async () => {
    render(<TierStatus customer={demoCustomer} tone="plain" />);
    // The member namespace loads with the first render.
    expect(await screen.findByText('Spend ฿12,300 by 31 Dec 2027 to keep Gold')).toHaveAttribute(
      'data-testid',
      'tier-keep',
    );
    const keep = screen.getByRole('progressbar', { name: 'Progress to keeping Gold' });
    expect(keep).toHaveAttribute('aria-valuenow', '75');
    expect(keep).toHaveAttribute('aria-valuemin', '0');
    expect(keep).toHaveAttribute('aria-valuemax', '100');
    expect(keep).toHaveAttribute('aria-valuetext', '฿37,700 of ฿50,000');
    expect(screen.getByTestId('tier-next')).toHaveTextContent('Spend ฿100,000 more to reach Platinum');
    const next = screen.getByRole('progressbar', { name: 'Progress to the next tier' });
    expect(next).toHaveAttribute('aria-valuenow', '33');
  });

  it('says the tier is the member’s until its end once enough is spent, with a full bar', async () => {
    render(
      <TierStatus customer={{ ...demoCustomer, spend_to_keep_tier: 0, spent_to_keep_tier: 64_000 }} tone="on-brand" />,
    );
    expect(await screen.findByText('Gold is yours until 31 Dec 2027')).toHaveAttribute('data-testid', 'tier-keep');
    expect(screen.getByRole('progressbar', { name: 'Progress to keeping Gold' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('writes both lines in Thai with Buddhist-era years', async () => {
    await act(() => setLanguage('th'));
    render(
      <TierStatus
        customer={{ ...demoCustomer, member_tier_desc: 'โกลด์', member_tier_criteria: 'ใช้จ่ายเพิ่มอีก ฿100,000' }}
        tone="plain"
      />,
    );
    expect(await screen.findByText('ใช้จ่ายอีก ฿12,300 ภายใน 31 ธ.ค. 2570 เพื่อรักษาระดับโกลด์')).toHaveAttribute(
      'data-testid',
      'tier-keep',
    );
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าในการรักษาระดับโกลด์' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าสู่ระดับถัดไป' })).toBeInTheDocument();
  });

  it('sets a tier named in Latin letters apart from the Thai around it', async () => {
    await act(() => setLanguage('th'));
    const { unmount } = render(<TierStatus customer={{ ...demoCustomer, member_tier_desc: 'Gold' }} tone="plain" />);
    expect(await screen.findByTestId('tier-keep')).toHaveTextContent(
      'ใช้จ่ายอีก ฿12,300 ภายใน 31 ธ.ค. 2570 เพื่อรักษาระดับ Gold',
    );
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าในการรักษาระดับ Gold' })).toBeInTheDocument();
    unmount();
    render(
      <TierStatus
        customer={{ ...demoCustomer, member_tier_desc: 'Gold', spend_to_keep_tier: 0, spent_to_keep_tier: 64_000 }}
        tone="plain"
      />,
    );
    expect(await screen.findByTestId('tier-keep')).toHaveTextContent('คุณอยู่ในระดับ Gold ไปจนถึง 31 ธ.ค. 2570');
  });

  it('has nothing to keep at the lowest tier and no next bar at the top tier', async () => {
    const { unmount } = render(
      <TierStatus
        customer={{ ...demoCustomer, tier_expires_at: null, spend_to_keep_tier: null, spent_to_keep_tier: null }}
        tone="plain"
      />,
    );
    expect(await screen.findByRole('progressbar', { name: 'Progress to the next tier' })).toBeInTheDocument();
    expect(screen.queryByTestId('tier-keep')).not.toBeInTheDocument();
    unmount();
    render(
      <TierStatus
        customer={{ ...demoCustomer, spend_to_next_tier: null, member_tier_criteria: 'You are at our highest tier' }}
        tone="plain"
      />,
    );
    expect(await screen.findByTestId('tier-keep')).toBeInTheDocument();
    expect(screen.queryByTestId('tier-next-progress')).not.toBeInTheDocument();
    expect(screen.getByTestId('tier-next')).toHaveTextContent('You are at our highest tier');
  });
});
