import { checkUserEmail, loginEmail, logout } from './authentication.js';
import { getLandingBanner } from './banner.js';
import { getCustomerInfo } from './customer.js';

/** The registry of implemented calls; each new call is added here so the API and its docs see it. */
export const calls = { checkUserEmail, loginEmail, logout, getCustomerInfo, getLandingBanner } as const;
