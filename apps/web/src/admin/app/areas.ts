import {
  type AdminCallContract,
  adminVerifyCounterCode,
  exportMembers,
  getDashboard,
  getRules,
  identifyTillMember,
  isAllowedFor,
  issueCardsCall,
  listAdjustments,
  listAdminPrivileges,
  listApiClients,
  listArticles,
  listAudit,
  listBanners,
  listBroadcasts,
  listCampaigns,
  listCardTemplatesCall,
  listCodeBatchesCall,
  listCodesCall,
  listConsentDocuments,
  listOperators,
  listPrivacyRequests,
  listProducts,
  listReceipts,
  listShipments,
  listTiersCall,
  type Operator,
  type QueueCountsView,
  searchMembers,
} from '@loyalty/contracts';
import type { Namespace } from '@/i18n/resources';

export type AreaName =
  | 'dashboard'
  | 'members'
  | 'adjustments'
  | 'receipts'
  | 'shipments'
  | 'catalogue'
  | 'counter'
  | 'till'
  | 'campaigns'
  | 'broadcasts'
  | 'privacyRequests'
  | 'exports'
  | 'rules'
  | 'consentDocuments'
  | 'tiers'
  | 'banners'
  | 'articles'
  | 'products'
  | 'codes'
  | 'codeBatches'
  | 'imports'
  | 'cardTemplates'
  | 'operators'
  | 'apiClients'
  | 'audit';

export interface Area {
  name: AreaName;
  /** Under `/admin`. */
  path: string;
  /** The area's main call: its access decides who sees the area, as the server decides who may call it. */
  call: AdminCallContract;
  /** The area's own words, loaded with its screen (its navigation label stays in `admin`). */
  namespace?: Namespace;
  /** The work waiting in the area, counted beside its menu entry. */
  queue?: keyof QueueCountsView;
  /** Only for an operator of the whole group: the server refuses one limited to companies (decision 063). */
  isWholeGroupOnly?: true;
}

/**
 * The console's areas in navigation order (DESIGN §11).
 */
export const AREAS: readonly Area[] = [
  // An operator lands on the first area their role may open: the dashboard, the catalogue for content,
  // the counter for a cashier.
  { name: 'dashboard', path: 'dashboard', call: getDashboard, namespace: 'admin-dashboard' },
  { name: 'members', path: 'members', call: searchMembers, namespace: 'admin-members' },
  {
    name: 'adjustments',
    path: 'adjustments',
    call: listAdjustments,
    namespace: 'admin-adjustments',
    queue: 'adjustments_pending',
  },
  { name: 'receipts', path: 'receipts', call: listReceipts, namespace: 'admin-receipts', queue: 'receipts_pending' },
  { name: 'shipments', path: 'shipments', call: listShipments, namespace: 'admin-shipments', queue: 'shipments_open' },
  { name: 'catalogue', path: 'catalogue', call: listAdminPrivileges, namespace: 'admin-catalogue' },
  { name: 'counter', path: 'counter', call: adminVerifyCounterCode, namespace: 'admin-counter' },
  // DESIGN §13: earn, refund and pay with points for a member at a store without a POS integration.
  { name: 'till', path: 'till', call: identifyTillMember, namespace: 'admin-till' },
  // DESIGN §14: earn campaigns on top of the base earn; staff read and simulate them.
  {
    name: 'campaigns',
    path: 'campaigns',
    call: listCampaigns,
    namespace: 'admin-campaigns',
    queue: 'campaigns_pending_approval',
  },
  // DESIGN §15: operators' messages to a segment of members; staff read them and their progress.
  {
    name: 'broadcasts',
    path: 'broadcasts',
    call: listBroadcasts,
    namespace: 'admin-broadcasts',
    queue: 'broadcasts_pending_approval',
  },
  { name: 'codes', path: 'codes', call: listCodesCall, namespace: 'admin-codes' },
  {
    name: 'codeBatches',
    path: 'code-batches',
    call: listCodeBatchesCall,
    namespace: 'admin-codes',
    queue: 'jobs_failed',
  },
  { name: 'cardTemplates', path: 'card-templates', call: listCardTemplatesCall, namespace: 'admin-card-templates' },
  // Admins and content: every step of an import writes, and each kind has its own makers (IMPORT_KIND_ACCESS).
  { name: 'imports', path: 'imports', call: issueCardsCall, namespace: 'admin-imports' },
  // DESIGN §16: members' export and deletion requests, answered within 30 days; staff follow, admins carry out.
  {
    name: 'privacyRequests',
    path: 'privacy-requests',
    call: listPrivacyRequests,
    namespace: 'admin-privacy',
    queue: 'privacy_requests_late',
  },
  { name: 'exports', path: 'exports', call: exportMembers, namespace: 'admin-exports' },
  { name: 'banners', path: 'banners', call: listBanners, namespace: 'admin-banners' },
  { name: 'articles', path: 'articles', call: listArticles, namespace: 'admin-articles' },
  { name: 'products', path: 'products', call: listProducts, namespace: 'admin-products' },
  { name: 'rules', path: 'rules', call: getRules, namespace: 'admin-rules' },
  { name: 'consentDocuments', path: 'consent-documents', call: listConsentDocuments, namespace: 'admin-consent' },
  // Admins only: the tiers' thresholds beside the programme rules, in the rules' words.
  { name: 'tiers', path: 'tiers', call: listTiersCall, namespace: 'admin-rules' },
  { name: 'operators', path: 'operators', call: listOperators, isWholeGroupOnly: true },
  // Admins only (DESIGN §13): the partner systems allowed on the partner API.
  { name: 'apiClients', path: 'api-clients', call: listApiClients, namespace: 'admin-api-clients' },
  { name: 'audit', path: 'audit', call: listAudit },
];

/**
 * The areas an operator may open, as their role and its main call's access allow (decision 057), and
 * their company limit (decision 063).
 */
export function areasFor(operator: Pick<Operator, 'role' | 'company_ids'>): Area[] {
  const isLimited = operator.company_ids.length > 0;
  return AREAS.filter((area) => isAllowedFor(area.call.access, operator.role) && !(isLimited && area.isWholeGroupOnly));
}
