export * from './members.js';
export * from './partner-call.js';
export * from './partner-calls.js';
export * from './transactions.js';
