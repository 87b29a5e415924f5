import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import styles from './BannerCarousel.module.css';
// From the root entry, not '../i18n/react': this file is bundled into the page that uses it (rspack-app.cjs), and a
// relative import would give that page a second, empty translations instance.
import { useTranslation } from '@casino/shared';

/** Not in SPEC.md: a banner stays 6 s, long enough to read a headline and its button. */
export const CAROUSEL_AUTOPLAY_MS = 6000;

/** What a slide's content may depend on. */
export interface BannerSlideState {
  /**
   * The slide is shown or next to the shown one, or was: the moment to load its image. Only the first slide is near
   * until the carousel is live in the browser, so a phone's first load fetches one banner image, not all of them
   * (a horizontal slider is inside the browser's own lazy-loading margin).
   */
  near: boolean;
}

export interface BannerSlide {
  id: string;
  content: ReactNode | ((slide: BannerSlideState) => ReactNode);
}

/** `reached` with the slide at `index` and its neighbours (the slider loops); the same set when none is new. */
function withNeighbours(reached: ReadonlySet<number>, index: number, count: number): ReadonlySet<number> {
  const near = [index, (index + 1) % count, (index - 1 + count) % count];
  if (near.every((slide) => reached.has(slide))) return reached;
  return new Set([...reached, ...near]);
}

export interface BannerCarouselProps {
  label: string;
  slides: BannerSlide[];
  autoplayMs?: number;
}

/**
 * Promotional banners: swipe or drag on touch (Embla), arrows and dots for mouse and keyboard, autoplay that pauses
 * while the pointer or focus is on it and stops for good once the player swipes or picks a slide.
 * `data-autoplay` says which: `off` until the carousel is live in the browser (a server-rendered page before
 * hydration), then `running` or `paused`.
 */
export function BannerCarousel({ label, slides, autoplayMs = CAROUSEL_AUTOPLAY_MS }: BannerCarouselProps) {
  const { t } = useTranslation('shared');
  const [viewport, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setReached((before) => withNeighbours(before, index, slides.length));
    };
    const onPointerDown = () => setStopped(true);
    onSelect();
    embla.on('select', onSelect).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla, slides.length]);

  useEffect(() => {
    if (!embla || paused || stopped || slides.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => embla.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [embla, paused, stopped, autoplayMs, slides.length]);

  const go = useCallback(
    (index: number) => {
      setStopped(true);
      embla?.scrollTo(index);
    },
    [embla],
  );

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-autoplay={!embla ? 'off' : paused || stopped ? 'paused' : 'running'}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track} aria-live={paused || stopped ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
              aria-hidden={index !== selected || undefined}
              inert={index !== selected || undefined}
            >
              {typeof slide.content === 'function' ? slide.content({ near: reached.has(index) }) : slide.content}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('carousel.previous')} onClick={() => go((selected - 1 + slides.length) % slides.length)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('carousel.next')} onClick={() => go((selected + 1) % slides.length)}>
            ›
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
                aria-current={index === selected || undefined}
                onClick={() => go(index)}
              >
                <span />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
