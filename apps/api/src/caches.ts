import { type ApiClientCache, createApiClientCache } from './modules/api-clients/api-client-cache.js';
import { applySessionChange, createSessionCache, type SessionCache } from './modules/auth/session-cache.js';
import { type BannerCache, createBannerCache } from './modules/banners/banner-cache.js';
import { type CampaignCache, createCampaignCache } from './modules/campaigns/campaign-cache.js';
import { type ConsentVersionCache, createConsentVersionCache } from './modules/consent/consent-version-cache.js';
import {
  applyFavouriteChange,
  createFavouriteCache,
  type FavouriteCache,
} from './modules/privileges/favourite-cache.js';
import { createCataloguePages, type PageCache } from './modules/privileges/privilege-page-cache.js';
import { createRulesCache, type RulesCache } from './modules/rules/rules-cache.js';
import {
  applyMemberTierChange,
  createMemberTierCache,
  type MemberTierCache,
} from './modules/tiers/member-tier-cache.js';
import { createTierCache, type TierCache } from './modules/tiers/tier-cache.js';
import { createTillStoreCache, type TillStoreCache } from './modules/till/till-store-cache.js';

/**
 * Every copy of database rows one app keeps in memory, by name, with what makes each forget (decision 041).
 * A write commits, its table's trigger sends a notice, the change listener hands it to `noticeChannels`,
 * and the named cache forgets: that is the one invalidation path, whichever process or tool made the
 * change. The process that made a change may also `forget` a cache by name right after it commits, so its
 * own next read does not wait for the notice (read-your-writes; each such call says why).
 */
export interface AppCaches {
  /** Verified sessions (decision 016): `session_changes` names a session (`s:<jti>`) or a member (`m:<id>`). */
  readonly sessions: SessionCache;
  /** Each member's favourite privilege ids (decision 021): `favourite_changes` names a member. */
  readonly favourites: FavouriteCache;
  /** Each banner group's banners (decision 029): `banner_changes` forgets every group. */
  readonly banners: BannerCache;
  /**
   * Member-independent catalogue pages (decision 013): `catalogue_changes` forgets every page. A
   * redemption's stock count sends no notice (migration catalogue-change-notifications), so other
   * processes see it within the pages' 3 s TTL.
   */
  readonly cataloguePages: PageCache;
  /**
   * The programme rules (decision 012), read inside point movements' transactions too: `rules_changes`
   * forgets them; a 60 s TTL bounds them while notices may be missed.
   */
  readonly rules: RulesCache;
  /** The tier table (DESIGN §6 tiers): `tier_changes` forgets it; a 60 s TTL while notices may be missed. */
  readonly tiers: TierCache;
  /**
   * Each member's tier until their hold ends (decision 065): `member_tier_changes` names a member whose
   * status row changed; `tier_changes` forgets every member's, as thresholds moved.
   */
  readonly memberTiers: MemberTierCache;
  /**
   * The active campaigns every purchase reads (decision 064): `campaign_changes` forgets them, a budget's
   * use excepted (purchases lock and read it from the table); a 60 s TTL while notices may be missed.
   */
  readonly campaigns: CampaignCache;
  /**
   * The consent documents' versions and dates (decision 062, re-consent): `consent_document_changes` forgets
   * them; a 60 s TTL while notices may be missed.
   */
  readonly consentVersions: ConsentVersionCache;
  /** Active partner API clients by key hash (issue 33): `api_client_changes` forgets them all. */
  readonly apiClients: ApiClientCache;
  /** The stores tills name, by code (issue 33): `catalogue_changes` (partner_stores') forgets them all. */
  readonly tillStores: TillStoreCache;
}

export type CacheName = keyof AppCaches;

export interface CacheRegistry extends AppCaches {
  /** Forgets all a cache keeps: this process's own committed write, before its notice arrives. */
  forget(name: CacheName): void;
  /** The `LISTEN` channels and what each notice makes forget (the triggers' payloads). */
  readonly noticeChannels: Readonly<Record<string, (payload: string) => void>>;
  /** Notices arrive (again): what was missed is unknown, so everything starts empty and is trusted. */
  startTrusting(): void;
  /**
   * Notices may be missed: nothing is trusted until they arrive again; catalogue pages, rules, tiers,
   * campaigns and consent versions are forgotten once and age out by their TTL.
   */
  stopTrusting(): void;
}

/** The caches of one app: each app (and each test app) has its own, made with its dependencies (`app.ts`). */
export function createCacheRegistry(): CacheRegistry {
  const caches: AppCaches = {
    sessions: createSessionCache(),
    favourites: createFavouriteCache(),
    banners: createBannerCache(),
    cataloguePages: createCataloguePages(),
    rules: createRulesCache(),
    tiers: createTierCache(),
    memberTiers: createMemberTierCache(),
    campaigns: createCampaignCache(),
    consentVersions: createConsentVersionCache(),
    apiClients: createApiClientCache(),
    tillStores: createTillStoreCache(),
  };
  const noticed = [
    caches.sessions,
    caches.favourites,
    caches.memberTiers,
    caches.banners,
    caches.apiClients,
    caches.tillStores,
  ];
  const forgetters: Record<CacheName, () => void> = {
    sessions: () => caches.sessions.forgetAll(),
    favourites: () => caches.favourites.forgetAll(),
    banners: () => caches.banners.forgetAll(),
    cataloguePages: () => caches.cataloguePages.clear(),
    rules: () => caches.rules.forget(),
    tiers: () => {
      caches.tiers.forget();
      // A member's kept tier was worked out from the thresholds that just moved.
      caches.memberTiers.forgetAll();
    },
    memberTiers: () => caches.memberTiers.forgetAll(),
    campaigns: () => caches.campaigns.forget(),
    consentVersions: () => caches.consentVersions.forget(),
    apiClients: () => caches.apiClients.forgetAll(),
    tillStores: () => caches.tillStores.forgetAll(),
  };
  /** The caches that notices forget whole and that otherwise age out by their TTL. */
  const aging = () => {
    forgetters.cataloguePages();
    forgetters.rules();
    forgetters.tiers();
    forgetters.campaigns();
    forgetters.consentVersions();
  };
  return {
    ...caches,
    forget: (name) => forgetters[name](),
    noticeChannels: {
      session_changes: (payload) => applySessionChange(caches.sessions, payload),
      favourite_changes: (payload) => applyFavouriteChange(caches.favourites, payload),
      banner_changes: forgetters.banners,
      catalogue_changes: () => {
        forgetters.cataloguePages();
        // partner_stores announces its changes on this channel (migration 0023).
        forgetters.tillStores();
      },
      rules_changes: forgetters.rules,
      tier_changes: forgetters.tiers,
      member_tier_changes: (payload) => applyMemberTierChange(caches.memberTiers, payload),
      campaign_changes: forgetters.campaigns,
      consent_document_changes: forgetters.consentVersions,
      api_client_changes: forgetters.apiClients,
    },
    startTrusting() {
      aging();
      for (const cache of noticed) cache.startTrusting();
    },
    stopTrusting() {
      for (const cache of noticed) cache.stopTrusting();
      aging();
    },
  };
}

/** What a write needs of the registry: forgetting a cache by name once it commits. */
export type CacheForgetting = Pick<CacheRegistry, 'forget'>;
