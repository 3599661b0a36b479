import { OTP_POLICY } from '@loyalty/contracts';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes } from '@/components/ui/field-notes';
import { normaliseOtpInput } from '@/lib/otp/otp-code';

interface OtpCodeInputProps {
  /** The digits typed so far, always from the first box on (no gaps). */
  value: string;
  onChange: (code: string) => void;
  label: string;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** The first box's test id; the others add their position (`otp-input-2` …). */
  testId?: string;
}

const BOXES = Array.from({ length: OTP_POLICY.digits }, (_, index) => index);
const LAST = OTP_POLICY.digits - 1;

/**
 * The one-time code as six boxes, as Thai apps draw it: a digit moves to the next box, backspace goes
 * back, and a whole code pasted into any box or autofilled from the SMS into the first one
 * (`autocomplete="one-time-code"`) fills them all. One label names the group, each box its position.
 */
export function OtpCodeInput({ value, onChange, label, hint, error, disabled, testId }: OtpCodeInputProps) {
  // The common texts: the boxes serve screens of every feature, whichever texts those load.
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  // The code as last written, ahead of the next render: the box focused after a digit reads it.
  const latest = useRef(value);
  latest.current = value;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, LAST))]?.focus();
  const commit = (code: string, focusIndex: number) => {
    latest.current = code;
    onChange(code);
    focusBox(focusIndex);
  };

  /** Writes digits from a box on: one typed digit, or a pasted or autofilled run. */
  const writeFrom = (index: number, digits: string) => {
    const current = latest.current;
    const start = Math.min(index, current.length);
    commit(
      normaliseOtpInput(current.slice(0, start) + digits + current.slice(start + digits.length)),
      start + digits.length,
    );
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      writeFrom(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      // A filled box is emptied; an empty one empties the box before it and moves there.
      const current = latest.current;
      const cleared = index < current.length ? index : index - 1;
      if (cleared >= 0) commit(current.slice(0, cleared) + current.slice(cleared + 1), cleared);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, latest.current.length));
    }
  };

  // Keyboards that send no usable key (Android's 229) and SMS autofill arrive here as a new value.
  const onInput = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    if (digits.length >= OTP_POLICY.digits) {
      commit(normaliseOtpInput(digits), LAST);
      return;
    }
    const previous = latest.current[index];
    const added = previous && digits.length > 1 ? digits.replace(previous, '') : digits;
    if (added) writeFrom(index, added);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits.length >= OTP_POLICY.digits) commit(normaliseOtpInput(digits), LAST);
    else if (digits) writeFrom(index, digits);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{label}</legend>
      <div className="grid max-w-sm grid-cols-6 gap-2">
        {BOXES.map((index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={t('otpDigit', { position: index + 1, count: OTP_POLICY.digits })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={value[index] ?? ''}
            disabled={disabled}
            // Focus never lands past the first empty box, so the digits stay without gaps.
            onFocus={(event) => {
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            className={`h-14 w-full min-w-0 rounded-xl border bg-white text-center text-2xl font-semibold text-ink-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600 disabled:bg-ink-100 ${error ? 'border-brand-600' : 'border-ink-400'}`}
            data-testid={index === 0 ? testId : testId && `${testId}-${index + 1}`}
          />
        ))}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
