import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are always stored with their time zone. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `'a', 'b'`: a fixed list of known values for a check constraint's `in (…)` (values from the code, never input). */
export const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
