export * from './members.js';
export * from './partner-call.js';
