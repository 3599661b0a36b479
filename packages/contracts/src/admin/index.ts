export * from './admin-call.js';
export * from './admin-shapes.js';
export * from './auth.js';
export * from './counter.js';
export * from './dashboard.js';
export * from './rules.js';
export * from './shipments.js';
