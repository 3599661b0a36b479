import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check arbitrary of values a zod 4 input schema accepts (most of the time: refinements such as a
 * Thai id card's check digit are not modelled), read from the schema's own definition: strings within
 * their lengths and patterns, numbers within their bounds, enums, literals, objects, unions, optionals.
 * The contract fuzzing starts from these and corrupts one field at a time, so hostile values reach the
 * code behind validation rather than stopping at the first missing field (test helper).
 */

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

interface SchemaDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
}

export const schemaDefOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

const checksOf = (def: SchemaDef) => (def.checks ?? []).map((check) => check._zod.def);

/**
 * The shared text checks (no control characters, no lone surrogates, not only blanks) are patterns that only
 * keep characters out: a value is drawn from the field's own pattern, or from its lengths when it has none.
 */
function isExclusionOnly(pattern: RegExp | undefined): boolean {
  return pattern !== undefined && /^\^(?:\$\||\[\^[^\]]*\]\*\$$)/.test(pattern.source);
}

function stringArbitrary(def: SchemaDef): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = def.format ?? checks.find((check) => check.check === 'string_format')?.format;
  const pattern = checks.findLast((check) => check.format === 'regex' && !isExclusionOnly(check.pattern))?.pattern;
  if (format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
  if (format === 'date')
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (format === 'datetime')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid') return fc.uuid();
  const minLength = Math.max(
    0,
    ...checks.filter((check) => check.check === 'min_length').map((check) => check.minimum ?? 0),
  );
  const maxLength = Math.min(
    200,
    ...checks.filter((check) => check.check === 'max_length').map((check) => check.maximum ?? 200),
  );
  if (pattern) return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, minLength, 1) });
}

function numberArbitrary(def: SchemaDef): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInteger = checks.some((check) => check.format === 'safeint' || check.format === 'int32');
  const lows = checks
    .filter((check) => check.check === 'greater_than')
    .map((check) => Number(check.value) + (check.inclusive ? 0 : 1));
  const highs = checks
    .filter((check) => check.check === 'less_than')
    .map((check) => Number(check.value) - (check.inclusive ? 0 : 1));
  const min = Math.max(-1_000_000, ...lows);
  const max = Math.min(1_000_000, ...highs);
  return isInteger ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = schemaDefOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([name, field]) => [name, arbitraryOf(field)])),
      );
    case 'array':
      return fc.array(def.element ? arbitraryOf(def.element) : fc.anything(), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryOf));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return def.innerType ? fc.option(arbitraryOf(def.innerType), { nil: undefined }) : fc.constant(undefined);
    case 'pipe':
      return def.in ? arbitraryOf(def.in) : fc.anything();
    default:
      return fc.anything();
  }
}

/** The field names an input schema reads, through unions, pipes and optional or default wrappers. */
export function fieldNamesOf(schema: z.ZodType): string[] {
  const def = schemaDefOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(fieldNamesOf))];
  if (def.type === 'pipe' && def.in) return fieldNamesOf(def.in);
  if (def.innerType) return fieldNamesOf(def.innerType);
  return [];
}
