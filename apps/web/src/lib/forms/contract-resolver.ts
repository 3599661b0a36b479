import { fieldErrorMap } from '@loyalty/contracts';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';
import { type ContractFieldError, fromIssue } from './field-errors';

export interface ContractResolverOptions<Schema, Values> {
  /** The call's input schema (read at each validation: a form may switch calls, e-mail or SMS). */
  schema: Schema;
  /** The contract input of the form's values (left-out optional fields, ids from pickers…). */
  toInput: (values: Values) => unknown;
  /** The form field a contract field's error belongs to, where the form keeps it under another name. */
  fieldOf: (contractField: string) => string;
  /** A screen's own checks beyond the contract: the failed check's type by form field, worded by the screen. */
  checks: (values: Values) => Readonly<Record<string, string | false | undefined>>;
}

/**
 * Validates a form with its call's contract schema and the shared `fieldErrorMap`, as the API does
 * (docs/decisions/017): every issue becomes a FIELD_MESSAGES sentence, never the validator's words.
 * One error per field, the first its schema raised, like the server's `errors[]`.
 */
export function contractResolver<Schema extends z.ZodType, Values extends FieldValues>(
  options: () => ContractResolverOptions<Schema, Values>,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const { schema, toInput, fieldOf, checks } = options();
    const parsed = await schema.safeParseAsync(toInput(values), { error: fieldErrorMap });
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error?.issues ?? []) {
      // An issue of the whole input (a cross-field check without a path) is the form's, under `root`.
      const name = fieldOf(issue.path.map(String).join('.')) || 'root';
      if (!get(errors, name)) set(errors, name, fromIssue(issue) satisfies ContractFieldError);
    }
    for (const [name, type] of Object.entries(checks(values))) {
      if (type && !get(errors, name)) set(errors, name, { type, message: '' } satisfies ContractFieldError);
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
