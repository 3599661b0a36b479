/**
 * The database schema, one file per area; drizzle-kit reads this module (drizzle.config.ts) and the
 * repositories import tables from it.
 */

export * from './schema/adjustments.js';
export * from './schema/audit.js';
export * from './schema/campaigns.js';
export * from './schema/cards.js';
export * from './schema/collect.js';
export * from './schema/identity.js';
export * from './schema/jobs.js';
export * from './schema/line.js';
export * from './schema/notifications.js';
export * from './schema/platform.js';
export * from './schema/points.js';
export * from './schema/privacy.js';
export * from './schema/privileges.js';
export * from './schema/products.js';
export * from './schema/till.js';
