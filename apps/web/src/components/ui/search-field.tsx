import { useEffect, useId, useState } from 'react';
import { SearchIcon } from './icons';

/** Typing settles this long before the search is sent, so each keystroke does not cost a request. */
export const SEARCH_SETTLE_MS = 350;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The settled, trimmed text, or null when the box is empty. */
  onSearch: (search: string | null) => void;
  initial?: string;
  /** The longest text the call behind the list takes (its contract's limit). */
  maxLength: number;
  testId?: string;
}

/**
 * A search box for a list: the text is handed on once typing settles, trimmed; while a Thai input
 * method is still composing a syllable nothing is sent, the finished text is.
 */
export function SearchField({ label, placeholder, onSearch, initial = '', maxLength, testId }: SearchFieldProps) {
  const inputId = useId();
  const [text, setText] = useState(initial);
  const [isComposing, setIsComposing] = useState(false);

  useEffect(() => {
    if (isComposing) return;
    const trimmed = text.trim().slice(0, maxLength);
    const timer = window.setTimeout(() => onSearch(trimmed === '' ? null : trimmed), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [text, isComposing, maxLength, onSearch]);

  return (
    <search className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-full bg-white pr-4 pl-12 text-base text-ink-900 shadow-sm ring-1 ring-ink-200 focus:outline-3 focus:outline-brand-600"
        onChange={(event) => setText(event.target.value)}
        onCompositionStart={() => setIsComposing(true)}
        onCompositionEnd={(event) => {
          setIsComposing(false);
          setText(event.currentTarget.value);
        }}
        data-testid={testId}
      />
    </search>
  );
}
