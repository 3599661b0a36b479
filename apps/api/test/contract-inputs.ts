import type { CallContract } from '@loyalty/contracts';
import type { z } from 'zod';

/** The names of a call's input fields (union inputs: the fields of every option), for tests that walk them. */
export function inputFieldNames(call: CallContract): string[] {
  const input = call.input as { shape?: Record<string, z.ZodType>; options?: { shape: Record<string, z.ZodType> }[] };
  const shapes = input.shape ? [input.shape] : (input.options ?? []).map((option) => option.shape);
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
}
