export * from './admin-call.js';
export * from './admin-shapes.js';
export * from './admin-storage.js';
export * from './audit.js';
export * from './auth.js';
export * from './operators.js';
