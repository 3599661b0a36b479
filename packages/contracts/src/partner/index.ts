export * from './members.js';
export * from './partner-call.js';
export * from './transactions.js';
