/**
 * A partner privilege's code pool as other modules fill it: the redemptions module owns `partner_codes`
 * (a redemption claims one), and a bulk import adds codes through here rather than with its own SQL.
 */
export { insertPartnerCodes as addPartnerCodes } from './redemption-repository.js';
