import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountdownOptions, countdownParts, useCountdown } from './use-countdown';

interface CountdownProps extends CountdownOptions {
  /** Draws the time left; without it the countdown reads `hh:mm:ss`, after the days in words when any. */
  children?: (parts: ReturnType<typeof countdownParts>, remainingMs: number) => ReactNode;
  /** What the time counts down to ("Expires in"), for assistive technology; "Time remaining" unless told. */
  label?: string;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §9 Countdown: the shared timer for flash sales, OTP resend waits and the like. */
export function Countdown({ children, label, className = '', ...options }: CountdownProps) {
  const { t } = useTranslation();
  const { remainingMs } = useCountdown(options);
  const parts = countdownParts(remainingMs);
  // "2 days 03:15:09": a bare "2:03:15:09" reads as hours to most people.
  const days = parts.days > 0 ? `${t('countdown.days', { count: parts.days })} ` : '';
  const clock = `${days}${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return (
    <span role="timer" aria-label={label ?? t('countdown.label')} className={`tabular-nums ${className}`}>
      {children ? children(parts, remainingMs) : clock}
    </span>
  );
}
