import type { Language } from '@loyalty/contracts';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../i18n';
import { contractResolver } from './contract-resolver';
import {
  type ContractFieldError,
  envelopeFieldErrors,
  errorTextOf,
  fromEnvelope,
  type ScreenWords,
} from './field-errors';

export interface ContractFormOptions<Values extends FieldValues> {
  /** Every field of the form, with its first value: an error of any other field is shown at form level. */
  defaultValues: Values;
  /** The call's input from the form's values; the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /**
   * Contract fields the form keeps under another name (both e-mail and mobile in one "other contact"),
   * or the form field of any contract field (a list's items typed or picked in one field).
   */
  fieldOf?: Readonly<Record<string, Path<Values>>> | ((contractField: string) => string);
  /**
   * Checks only the screen can make, run with the contract's: the failed check's type by field (an
   * e-mail or a mobile where the call takes any text). `messages` words them.
   */
  checks?: (values: Values) => Partial<Record<Path<Values>, string | false>>;
  /**
   * A screen's own words for some errors of a field, by FIELD_MESSAGES key ("Please choose one."), or
   * by the type of one of its `checks` (or of an error it raises with `setError(name, { type })`).
   */
  messages?: Partial<Record<Path<Values>, ScreenWords>>;
}

export interface SubmitOptions {
  /** Handles a refusal the screen words itself; answers whether it did. */
  onFailure?: (failure: unknown) => boolean;
}

type Action<Output> = (input: Output) => Promise<unknown>;

export interface ContractForm<Values extends FieldValues, Output> extends UseFormReturn<Values, unknown, Output> {
  language: Language;
  /** The error under a field, in the member's current language. */
  errorOf: (name: Path<Values>) => string | undefined;
  /** A text or select input's registration and error. */
  fieldProps: <Name extends Path<Values>>(name: Name) => UseFormRegisterReturn<Name> & { error: string | undefined };
  /** A controlled field's value, setter and error (choice groups, pickers). */
  valueProps: <Name extends Path<Values>>(
    name: Name,
  ) => {
    value: PathValue<Values, Name>;
    onChange: (value: PathValue<Values, Name>) => void;
    error: string | undefined;
  };
  /** Runs `action` with the contract's input once it is valid; its refusal lands on fields or the notice. */
  submit: (action: Action<Output>, options?: SubmitOptions) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last refusal that belongs to no field, for the form's notice. */
  failure: unknown;
  /** Shows (or clears, with null) a refusal of a call the form makes outside submit, such as a resend. */
  showFailure: (failure: unknown) => void;
  /** Errors of fields the form does not show, in the current language. */
  unplacedErrors: { field: string; text: string }[];
  isPending: boolean;
}

/**
 * The form kit (STYLE: react-hook-form + zod, server field errors mapped on): validates with the call's
 * contract schema, shows every error as the contracts word it in the member's language, and places the
 * server's `errors[]` of a VALIDATION_FAILED answer under the fields they name.
 */
export function useContractForm<Schema extends z.ZodType, Values extends FieldValues>(
  schema: Schema,
  options: ContractFormOptions<Values>,
): ContractForm<Values, z.output<Schema>> {
  useTranslation();
  const language = currentLanguage();
  const latest = useRef({ schema, options });
  latest.current = { schema, options };
  const nameOf = (field: string) => {
    const { fieldOf } = latest.current.options;
    return typeof fieldOf === 'function' ? fieldOf(field) : (fieldOf?.[field] ?? field);
  };
  const [resolver] = useState(() =>
    contractResolver<Schema, Values>(() => ({
      schema: latest.current.schema,
      toInput: latest.current.options.toInput ?? ((values) => values),
      fieldOf: nameOf,
      checks: latest.current.options.checks ?? (() => ({})),
    })),
  );
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const fields = new Set(Object.keys(options.defaultValues));

  const errorOf = (name: Path<Values>) => {
    const error = get(errors, name) as ContractFieldError | undefined;
    const screenWords = (options.messages as Record<string, ScreenWords> | undefined)?.[name];
    return error ? errorTextOf(error, language, screenWords) || undefined : undefined;
  };

  const isShown = (name: string) => fields.has(name.split('.')[0] ?? name);

  /**
   * Places a VALIDATION_FAILED answer's field errors under their fields, focusing the first; the answer
   * itself stays the notice's when some field is not on the form. Answers whether there were any.
   */
  const placeServerErrors = (refusal: unknown) => {
    const fieldErrors = envelopeFieldErrors(refusal);
    let isFocusTaken = false;
    for (const fieldError of fieldErrors) {
      const name = nameOf(fieldError.field) as Path<Values>;
      form.setError(name, fromEnvelope(fieldError), { shouldFocus: isShown(name) && !isFocusTaken });
      isFocusTaken ||= isShown(name);
    }
    if (fieldErrors.some((fieldError) => !isShown(nameOf(fieldError.field)))) setFailure(refusal);
    return fieldErrors.length > 0;
  };

  const submit = (action: Action<z.output<Schema>>, submitOptions: SubmitOptions = {}) => {
    const run = form.handleSubmit(async (input) => {
      try {
        await action(input);
      } catch (refusal) {
        if (placeServerErrors(refusal) || submitOptions.onFailure?.(refusal)) return;
        setFailure(refusal);
      }
    });
    return async (event?: BaseSyntheticEvent) => {
      setFailure(null);
      await run(event);
    };
  };

  const unplacedErrors = Object.entries(errors)
    .filter(([name, error]) => !isShown(name) && typeof error?.message === 'string')
    .map(([field, error]) => ({ field, text: errorTextOf(error as ContractFieldError, language) }));

  return {
    ...form,
    language,
    errorOf,
    fieldProps: (name) => ({ ...form.register(name), error: errorOf(name) }),
    valueProps: (name) => ({
      value: form.watch(name),
      onChange: (value) => form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
      error: errorOf(name),
    }),
    submit,
    failure,
    showFailure: setFailure,
    unplacedErrors,
    isPending: isSubmitting,
  };
}
