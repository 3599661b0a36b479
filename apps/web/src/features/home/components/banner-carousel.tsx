import { type BannerListItem, pathOf } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { bannerListQueryOptions, inAppPath } from '../api/banners';

/** How long each banner stays before the next one slides in. */
export const AUTOPLAY_MS = 5000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A banner picture, linked to its in-app path when it has one. A banner's `name` is the operator's
 * identifier (`home-food`), not words for members; the picture is named by its `title`, which the
 * server answers in the member's language.
 */
export function BannerPicture({ banner, eager }: { banner: BannerListItem; eager: boolean }) {
  const image = (
    <Picture
      src={banner.image_url}
      srcset={banner.image_srcset}
      slot="column"
      ratio="fill"
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
  const path = inAppPath(banner.link_path);
  if (!path) return image;
  return (
    <Link
      to={path}
      className="block size-full focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-white"
      data-testid={`banner-link-${banner.banner_id}`}
    >
      {image}
    </Link>
  );
}

const roundButton =
  'grid size-11 place-items-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * The home carousel of GetBannerList('Home'): a scroll-snapping track that swipes natively, buttons
 * for the previous and next banner, and autoplay that pauses while the member points at or focuses
 * it, when they press pause, and never starts for those who prefer reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation('member');
  const banners = useQuery(bannerListQueryOptions('Home'));
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(prefersReducedMotion);
  const [isHeld, setIsHeld] = useState(false);
  const titleId = useId();
  const count = banners.data?.length ?? 0;

  const show = (next: number) => {
    if (count === 0) return;
    const target = (next + count) % count;
    setIndex(target);
    const track = trackRef.current;
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    if (isPaused || isHeld || count < 2) return;
    const timer = window.setInterval(() => showRef.current(index + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, isHeld, count, index]);

  // No banners (or none readable) is not worth a message on home; the banner-list screen says so.
  if (!banners.isPending && count === 0) return null;

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      className="flex flex-col gap-2"
      data-testid="banner-carousel"
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          {t('banners.carouselLabel')}
        </h2>
        <Link
          to={pathOf('banner-list')}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="banner-see-all"
        >
          {t('banners.seeAll')}
        </Link>
      </div>
      <div className="relative aspect-[16/7] overflow-hidden rounded-3xl bg-ink-100 shadow-sm">
        {banners.isPending ? (
          <div className="size-full animate-pulse" aria-busy="true" />
        ) : (
          <div
            ref={trackRef}
            onScroll={onScroll}
            className="flex size-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
            aria-live={isPaused ? 'polite' : 'off'}
          >
            {banners.data?.map((banner, position) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls
              <div
                key={banner.banner_id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('banners.slide', { index: position + 1, count })}
                aria-hidden={position !== index}
                inert={position !== index}
                className="size-full shrink-0 snap-start"
                data-testid={`banner-slide-${position}`}
              >
                <BannerPicture banner={banner} eager={position === 0} />
              </div>
            ))}
          </div>
        )}
        {count > 1 ? (
          <div className="absolute inset-x-3 bottom-3 flex items-center justify-between gap-2">
            <button
              type="button"
              className={roundButton}
              onClick={() => setIsPaused((paused) => !paused)}
              aria-label={isPaused ? t('banners.play') : t('banners.pause')}
              data-testid="banner-autoplay"
            >
              <span aria-hidden className="text-sm font-bold">
                {isPaused ? '▶' : '❚❚'}
              </span>
            </button>
            <p
              className="rounded-full bg-ink-900/60 px-3 py-1 text-sm font-semibold text-white"
              data-testid="banner-position"
            >
              {index + 1} / {count}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={roundButton}
                onClick={() => show(index - 1)}
                aria-label={t('banners.previous')}
                data-testid="banner-previous"
              >
                <ChevronLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                className={roundButton}
                onClick={() => show(index + 1)}
                aria-label={t('banners.next')}
                data-testid="banner-next"
              >
                <ChevronLeftIcon className="size-5 rotate-180" />
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
