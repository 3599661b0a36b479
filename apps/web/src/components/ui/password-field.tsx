import { PASSWORD_MAX_LENGTH } from '@loyalty/contracts';
import { type ComponentProps, useState } from 'react';
import { EyeIcon } from './content-icons';
import { TextField } from './text-field';

interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'> {
  /** Accessible names of the show / hide toggle, in the screen's language. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a 44 px show / hide toggle, so a member can check what they typed on a phone. */
export function PasswordField({ showLabel, hideLabel, ...rest }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      type={isVisible ? 'text' : 'password'}
      maxLength={PASSWORD_MAX_LENGTH}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
          className="grid size-11 place-items-center rounded-full text-ink-500 hover:text-ink-800 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <EyeIcon off={isVisible} className="size-5" />
        </button>
      }
      {...rest}
    />
  );
}
