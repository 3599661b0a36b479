import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { Countdown } from './countdown';
import { countdownParts } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('Countdown (SPEC §9)', () => {
  it('starts by itself and ticks every 1000 ms', () => {
    render(<Countdown until={Date.now() + 3_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
  });

  it('waits when auto-start is off', () => {
    render(<Countdown until={Date.now() + 3_000} autoStart={false} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
  });

  it('calls onEnd once at zero and stops there', () => {
    const onEnd = vi.fn();
    render(<Countdown until={Date.now() + 2_000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('names the days in words before the clock, in English and in Thai', async () => {
    const almostThirtyDays = 29 * 86_400_000 + 23 * 3_600_000 + 59 * 60_000 + 59_000;
    const english = render(<Countdown until={Date.now() + almostThirtyDays} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^29 days 23:59:59$/);
    english.unmount();
    render(<Countdown until={Date.now() + 86_400_000 + 5_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 day 00:00:05$/);
    cleanup();
    await act(() => setLanguage('th'));
    render(<Countdown until={Date.now() + almostThirtyDays} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^29 วัน 23:59:59$/);
  });

  it('is named by what it counts down to when told, "Time remaining" otherwise', () => {
    render(<Countdown until={Date.now() + 3_000} label="Expires in" />);
    expect(screen.getByRole('timer', { name: 'Expires in' })).toBeInTheDocument();
    cleanup();
    render(<Countdown until={Date.now() + 3_000} />);
    expect(screen.getByRole('timer', { name: 'Time remaining' })).toBeInTheDocument();
  });

  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(countdownParts(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});
