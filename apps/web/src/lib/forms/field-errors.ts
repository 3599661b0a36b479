import {
  type FieldError as EnvelopeFieldError,
  type FieldMessageKey,
  fieldErrorOfIssue,
  isFieldMessageKey,
  type Language,
} from '@loyalty/contracts';
import type { FieldError } from 'react-hook-form';
import { isErrorBody } from '../api-client';

/**
 * A field's error as the form kit keeps it: `message` in English, `th` in Thai, both from the contracts'
 * FIELD_MESSAGES (docs/decisions/017), so a language switch re-words it without validating again.
 * `type` is the FIELD_MESSAGES key of a check run in the browser, `server` for the server's `errors[]`.
 */
export interface ContractFieldError extends FieldError {
  th?: string;
}

export const SERVER_ERROR_TYPE = 'server';

/** The kit's error of one envelope field error (the server's own words in both languages). */
export function fromEnvelope(error: EnvelopeFieldError): ContractFieldError {
  return { type: SERVER_ERROR_TYPE, message: error.message, th: error.message_th };
}

/** The kit's error of a zod issue the contract's schema raised: the key and the limits it fills in. */
export function fromIssue(issue: { message: string; minimum?: unknown; maximum?: unknown }): ContractFieldError {
  const worded = fieldErrorOfIssue('', issue);
  const key = isFieldMessageKey(issue.message) ? issue.message : 'invalid';
  return { type: key, message: worded.message, th: worded.message_th };
}

/** A screen's own words for a field's errors, by FIELD_MESSAGES key or by the type of its own check. */
export type ScreenWords = Partial<Record<FieldMessageKey | (string & {}), string>>;

/**
 * What a member reads for an error: a screen's own words for its type where the screen has them,
 * else the contracts' sentence in the current language.
 */
export function errorTextOf(error: ContractFieldError, language: Language, screenWords: ScreenWords = {}): string {
  const ownWords = screenWords[error.type];
  if (ownWords) return ownWords;
  return language === 'th' && error.th ? error.th : (error.message ?? '');
}

/** The field errors of a refused call (DESIGN §5 `VALIDATION_FAILED` with `errors[]`), or none. */
export function envelopeFieldErrors(failure: unknown): EnvelopeFieldError[] {
  if (!isErrorBody(failure) || failure.code !== 'VALIDATION_FAILED') return [];
  return failure.errors ?? [];
}
