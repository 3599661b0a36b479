import { type AuditAction, fieldError, type ImageDescriptor } from '@loyalty/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { CacheForgetting, CacheName } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import type { CompanyScope } from '../companies/company-scope.js';
import { type RenderedImage, renderImage, widthsFor } from './image-pipeline.js';

/** A stored copy's key in the uploads storage: `media/<content hash>-<width>.webp`. */
function keyOf(name: string, width: number): string {
  return `media/${name}-${width}.webp`;
}

/** A stored copy's URL ends with its name and width; a URL that does not is other artwork (seed SVGs). */
const STORED_COPY = /\/media\/[0-9a-f]{32}-(\d+)\.webp$/;

/**
 * The `srcset` of an image URL the pipeline stored, read from the URL alone: the widest copy's URL names
 * its width, and the narrower copies are the standard widths below it (`widthsFor`), beside it. Null for
 * any other URL (the seed's artwork), whose `<img>` then shows `src` alone. So a record keeps one URL
 * and every answer that shows it can still offer all sizes.
 */
export function srcsetOf(url: string): string | null {
  const match = STORED_COPY.exec(url);
  if (!match?.[1]) return null;
  const widest = Number(match[1]);
  const base = url.slice(0, url.length - `${widest}.webp`.length);
  return widthsFor(widest)
    .map((width) => `${base}${width}.webp ${width}w`)
    .join(', ');
}

/** The descriptor of a rendered image as the storage will serve it (URLs are known before writing). */
function describe(storage: FileStorage, rendered: RenderedImage): ImageDescriptor {
  const widest = rendered.copies[rendered.copies.length - 1];
  if (!widest) throw new Error('An image renders to at least one copy');
  const urlOf = (width: number) => storage.urlOf(keyOf(rendered.name, width));
  return {
    url: urlOf(widest.width),
    srcset: rendered.copies.map((copy) => `${urlOf(copy.width)} ${copy.width}w`).join(', '),
    width: widest.width,
    height: widest.height,
  };
}

/**
 * An upload checked and rendered (docs/decisions/025): a file that is not a JPEG, PNG or WebP that
 * decodes is VALIDATION_FAILED on `field`; more pixels than the limit is FILE_TOO_LARGE, as too many bytes is.
 */
export async function renderUpload(bytes: Buffer, field: string): Promise<RenderedImage> {
  const rendered = await renderImage(bytes);
  if (rendered === 'too-many-pixels') throw new AppError('FILE_TOO_LARGE');
  if (rendered === 'not-an-image') {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, 'imageFile')] });
  }
  return rendered;
}

/** The audit actions of a record's picture: `<entity>.image`, or `<entity>.<picture>` for one of two. */
export type ImageAction = Extract<AuditAction, `${string}.image` | `${string}.logo` | `${string}.cover`>;

/**
 * What an area gives to take an image for one of its records: the audit action, which names the record
 * and the picture (`privilege.image`; `product.logo` and `product.cover` for a record with two), and how
 * it saves the URL. `save` runs inside the write's transaction and answers the URL it replaced, or null
 * when there is no such record (then NOT_FOUND, and nothing is stored). The audit row's fields are
 * `<picture>_url`.
 */
export interface ImageOwner {
  action: ImageAction;
  /** `companies`: the operator's (decision 063); an owner whose records belong to a company finds only theirs. */
  save(
    tx: Executor,
    id: number,
    image: ImageDescriptor,
    companies: CompanyScope,
  ): Promise<{ previousUrl: string | null } | null>;
  /** The app's cache this process forgets once the new image is committed (read-your-writes before the notice). */
  forgets?: CacheName;
}

/**
 * Gives record `id` its new image: rendered first (CPU only, no lock held), then in one transaction the
 * record's URL saved, the copies stored and the audit row `<entity>.image` written, so a refused file or
 * a missing record stores nothing and a failed store leaves the record as it was. Copies are named by
 * content, so the same file again rewrites the same files. The audit row comes last: its lock is the
 * one every audited write waits for, holding a pooled connection, and must not wait on the storage.
 */
export async function attachImage(
  context: { orm: Orm; storage: FileStorage; caches?: CacheForgetting | undefined },
  actor: AuditActor,
  owner: ImageOwner,
  upload: { id: number; bytes: Buffer; field: string; companies: CompanyScope },
): Promise<ImageDescriptor> {
  const rendered = await renderUpload(upload.bytes, upload.field);
  const image = describe(context.storage, rendered);
  const [entity, picture] = owner.action.split('.') as [string, string];
  const attached = await auditedWrite(context.orm, { actor, action: owner.action, entity }, async (tx) => {
    const saved = await owner.save(tx, upload.id, image, upload.companies);
    if (!saved) throw new AppError('NOT_FOUND');
    await Promise.all(
      rendered.copies.map((copy) => context.storage.put(keyOf(rendered.name, copy.width), copy.bytes, 'image/webp')),
    );
    return {
      entityId: upload.id,
      before: { [`${picture}_url`]: saved.previousUrl },
      after: { [`${picture}_url`]: image.url },
      answer: image,
    };
  });
  if (owner.forgets) context.caches?.forget(owner.forgets);
  return attached;
}
