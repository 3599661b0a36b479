import type { AdminBanner, BannerInput } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import type { ImageOwner } from '../media/media-service.js';
import { presentAdminBanner } from './banner-presenter.js';
import {
  type BannerSort,
  insertBanner,
  listBannerRows,
  lockBanner,
  type NewBannerRow,
  replaceBannerImage,
  updateBannerRow,
} from './banner-repository.js';

export async function listBanners(
  db: Orm,
  query: { page: number; limit: number; q?: string | undefined; sort: string; group?: string | undefined },
) {
  const { column, descending } = sortOf<BannerSort>(query.sort);
  const { rows, total } = await listBannerRows(db, { ...query, sort: column, descending });
  return pagedListOf(rows.map(presentAdminBanner), query, total);
}

function bannerRowOf(input: BannerInput): NewBannerRow {
  return {
    group: input.group,
    name: input.name,
    titleTh: input.title_th,
    titleEn: input.title_en,
    imageUrl: input.image_url,
    linkPath: input.link_path,
    sort: input.sort,
    startsAt: input.starts_at === null ? null : new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
  };
}

/** A new banner with its audit row in the same transaction; members see it once its window opens. */
export async function createBanner(
  db: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  input: BannerInput,
  now = new Date(),
) {
  const created = await auditedWrite(db, { actor, action: 'banner.create', entity: 'banner', at: now }, async (tx) => {
    const after = presentAdminBanner(await insertBanner(tx, bannerRowOf(input)));
    return { entityId: after.id, after };
  });
  // Read-your-writes: members' next banner read here shows it before the change notice arrives.
  caches?.forget('banners');
  return created;
}

/** Replaces a banner; the audit row keeps what it was. */
export async function updateBanner(
  db: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  bannerId: number,
  input: BannerInput,
  now = new Date(),
): Promise<AdminBanner> {
  const replaced = await auditedWrite(db, { actor, action: 'banner.update', entity: 'banner', at: now }, async (tx) => {
    const current = await lockBanner(tx, bannerId);
    if (!current) throw new AppError('NOT_FOUND');
    const updated = await updateBannerRow(tx, bannerId, bannerRowOf(input));
    if (!updated) throw new AppError('NOT_FOUND');
    const before = presentAdminBanner(current);
    const after = presentAdminBanner(updated);
    return { entityId: bannerId, before, after };
  });
  // Read-your-writes: members' next banner read here shows it before the change notice arrives.
  caches?.forget('banners');
  return replaced;
}

/** POST /banners/{id}/image: the banner's picture, stored by the media module and audited as `banner.image`. */
export const bannerImageOwner: ImageOwner = {
  action: 'banner.image',
  save: (tx, id, image) => replaceBannerImage(tx, id, image.url),
  forgets: 'banners',
};
