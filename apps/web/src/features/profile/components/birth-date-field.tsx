import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '@/components/ui/field-notes';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { birthYearOptions } from '@/lib/birth-years';
import { formatCalendarDay, formatMonthName } from '@/lib/format-time';

interface BirthDateFieldProps {
  label: string;
  /** The stored form, `YYYY-MM-DD` in the Christian era; empty until day, month and year are all chosen. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Once stored the date cannot change (SPEC §4): it is shown, not picked. Until then the field says so
   * under the pickers, so the member checks the date before the save that locks it (issue 34).
   */
  isLocked: boolean;
  lockedHint: string;
  error?: string | undefined;
  testId: string;
  /** A year already known (registration's, customer-info `birth_year`) to start from; day and month stay unchosen. */
  knownYear?: number | null | undefined;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const twoDigits = (value: string) => value.padStart(2, '0');

/**
 * A date of birth picked as day, month and year, each in the member's language: a Thai member reads
 * Buddhist-era years (2533 for 1990), as a Thai calendar counts, where the browser's own date picker
 * shows Christian-era ones whatever the page's language. The value stays the Christian-era date.
 */
export function BirthDateField({
  label,
  value,
  onChange,
  isLocked,
  lockedHint,
  error,
  testId,
  knownYear,
}: BirthDateFieldProps) {
  const { t, i18n } = useTranslation('profile');
  const errorId = useId();
  const noteId = useId();
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const [parts, setParts] = useState({
    day: day.replace(/^0/, ''),
    month: month.replace(/^0/, ''),
    year: year || (knownYear ? String(knownYear) : ''),
  });

  if (isLocked) {
    return (
      <TextField
        label={label}
        readOnly
        value={value ? formatCalendarDay(value, i18n.language) : ''}
        hint={lockedHint}
        data-testid={testId}
      />
    );
  }

  const choose = (part: keyof typeof parts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${twoDigits(next.month)}-${twoDigits(next.day)}` : '');
  };
  const shared = { placeholder: t('edit.choose'), 'aria-invalid': error ? true : undefined };
  return (
    <FieldGroup
      legend={label}
      error={error}
      errorId={errorId}
      data-testid={testId}
      aria-describedby={error ? `${noteId} ${errorId}` : noteId}
    >
      {/* A phone's 300 px cannot hold "31", "September" and "2535" side by side: the year takes its own row there. */}
      <div className="grid grid-cols-[7.5rem_1fr] gap-2 sm:grid-cols-[7.5rem_1fr_8rem]">
        <SelectField
          label={t('edit.birthDay')}
          options={DAYS.map((dayOfMonth) => ({ value: dayOfMonth, label: dayOfMonth }))}
          value={parts.day}
          onChange={(event) => choose('day', event.target.value)}
          {...shared}
        />
        <SelectField
          label={t('edit.birthMonth')}
          options={MONTHS.map((number) => ({ value: String(number), label: formatMonthName(number, i18n.language) }))}
          value={parts.month}
          onChange={(event) => choose('month', event.target.value)}
          {...shared}
        />
        <SelectField
          label={t('edit.birthYear')}
          options={birthYearOptions(i18n.language)}
          className="col-span-2 sm:col-span-1"
          value={parts.year}
          onChange={(event) => choose('year', event.target.value)}
          {...shared}
          data-testid={`${testId}-year`}
        />
      </div>
      <p id={noteId} className="text-sm text-ink-600" data-testid={`${testId}-note`}>
        {t('edit.birthDateLocks')}
      </p>
    </FieldGroup>
  );
}
