import { useState } from 'react';

/** What a console write says once it is done, and the undo it offers where the write allows one. */
export interface WriteMessageContent {
  text: string;
  undo?: { label: string; run: () => void } | undefined;
}

/** One screen's latest write message: `show` replaces it, `clear` removes it. */
export function useWriteMessage() {
  const [message, setMessage] = useState<WriteMessageContent | null>(null);
  return { message, show: setMessage, clear: () => setMessage(null) };
}

/**
 * The console's message after a write ("WELCOME100 disabled", with "Enable again"). The polite live region
 * is always in the page, so a screen reader announces each new message without taking the focus away
 * from the row the operator works on; the undo is a real button beside the words.
 */
export function WriteMessage({ message }: { message: WriteMessageContent | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="write-message">
      {message ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-800">
          <span className="font-semibold">{message.text}</span>
          {message.undo ? (
            <button
              type="button"
              className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
              onClick={message.undo.run}
              data-testid="write-message-undo"
            >
              {message.undo.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
