import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountdownOptions, countdownParts, useCountdown } from './use-countdown';

interface CountdownProps extends CountdownOptions {
  /** Draws the time left; without it the countdown reads `hh:mm:ss` (days first when any). */
  children?: (parts: ReturnType<typeof countdownParts>, remainingMs: number) => ReactNode;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §9 Countdown: the shared timer for flash sales, OTP resend waits and the like. */
export function Countdown({ children, className = '', ...options }: CountdownProps) {
  const { t } = useTranslation();
  const { remainingMs } = useCountdown(options);
  const parts = countdownParts(remainingMs);
  const clock = `${parts.days > 0 ? `${parts.days}:` : ''}${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return (
    <span role="timer" aria-label={t('countdown.label')} className={`tabular-nums ${className}`}>
      {children ? children(parts, remainingMs) : clock}
    </span>
  );
}
