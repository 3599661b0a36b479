export * from './authentication.js';
export * from './banner.js';
export * from './call.js';
/** Every API call of `/api/v1`, for the API's route registration and the OpenAPI document. */
export { calls } from './calls.js';
export * from './constants.js';
export * from './customer.js';
export * from './dev.js';
export * from './envelope.js';
export * from './errors.js';
export * from './fields.js';
export * from './route-meta.js';
export * from './routes.js';
export * from './storage.js';
