import { format } from 'node:util';

/**
 * Every console.error a test prints fails it: React's act() warnings, a failed render, an error the
 * code logged. A test that means to provoke one spies on console.error itself and asserts the call
 * (test helper).
 */
const printed: string[] = [];
let original: typeof console.error | null = null;

export function watchConsoleErrors(): void {
  const print = console.error;
  original = print;
  console.error = (...args: unknown[]) => {
    printed.push(format(...args));
    print(...args);
  };
}

export function stopWatchingConsoleErrors(): void {
  if (original) console.error = original;
  original = null;
}

/** Throws when anything was printed since the last check, naming the first few messages. */
export function failOnConsoleErrors(): void {
  const messages = printed.splice(0);
  if (messages.length === 0) return;
  const shown = messages.slice(0, 3).map((message) => message.split('\n').slice(0, 3).join('\n'));
  throw new Error(`console.error was called ${messages.length} time(s):\n${shown.join('\n---\n')}`);
}
