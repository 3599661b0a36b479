/**
 * The till's services as the partner routes and the console's till call them (DESIGN §13): each write runs
 * in one transaction of its own, takes the actor (an API client or an operator) and answers the contract's
 * shape (`@loyalty/contracts` partner/transactions). Members are resolved from codes by the caller.
 */

export type { TillActor } from './till-actor.js';
export { findTillStore } from './till-checks.js';
export { captureHold, expireHolds, type HoldRequest, placeHold, releaseHold } from './till-hold-service.js';
export { listTillStores, listTransactions, type TransactionQuery, tillExport } from './till-list-service.js';
export { payWithPoints } from './till-payment-service.js';
export { type RefundRequest, refundSale } from './till-refund-service.js';
export type { TillStore } from './till-repository.js';
export { recordSale, type SaleRequest, type TillReaders } from './till-sale-service.js';
