import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { codeFromScan } from '../lib/scanned-code';

interface CodeEntryFormProps {
  initialCode?: string;
  isBusy: boolean;
  onSubmit: (code: string) => void;
  /** Distinguishes the promo-code form from the scancode screen's manual entry for tests and labels. */
  testId: string;
  label: string;
}

/** Typing a code by hand; a pasted QR link works too, since its code is taken from the link. */
export function CodeEntryForm({ initialCode = '', isBusy, onSubmit, testId, label }: CodeEntryFormProps) {
  const { t } = useTranslation('collect');
  const [value, setValue] = useState(initialCode);
  const [isInvalid, setIsInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFromScan(value);
    setIsInvalid(code === null);
    if (code) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={testId}>
      <TextField
        label={label}
        hint={t('code.hint')}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={512}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={isInvalid ? t('code.invalidFormat') : undefined}
        data-testid={`${testId}-input`}
      />
      <Button type="submit" disabled={isBusy} data-testid={`${testId}-check`}>
        {isBusy ? t('code.checking') : t('code.check')}
      </Button>
    </form>
  );
}
