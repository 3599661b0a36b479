import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are always stored with their time zone. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
