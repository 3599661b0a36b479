import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(countdownParts(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});
