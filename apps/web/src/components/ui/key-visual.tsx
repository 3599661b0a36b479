export interface KeyVisualImages {
  mobile: string | null;
  tablet: string | null;
  desktop: string | null;
}

/**
 * SPEC §2 key-visual banners: one image per width (mobile 4:5, tablet 2:1 from 770 px, desktop 24:7 from
 * 1024 px, the shapes of the seeded Landing-Kv images).
 * The box reserves each width's aspect ratio before the image arrives, so the page never shifts.
 */
export function KeyVisual({ images, alt }: { images: KeyVisualImages; alt: string }) {
  const fallback = images.mobile ?? images.tablet ?? images.desktop;
  return (
    <div
      className="relative aspect-[4/5] w-full overflow-hidden bg-gradient-to-br from-brand-500 to-brand-800 tablet:aspect-[2/1] desktop:aspect-[24/7]"
      data-testid="key-visual"
    >
      {fallback ? (
        <picture>
          {images.desktop ? <source media="(min-width: 1024px)" srcSet={images.desktop} /> : null}
          {images.tablet ? <source media="(min-width: 770px)" srcSet={images.tablet} /> : null}
          <img
            src={fallback}
            alt={alt}
            className="absolute inset-0 size-full object-cover"
            fetchPriority="high"
            decoding="async"
          />
        </picture>
      ) : null}
    </div>
  );
}
