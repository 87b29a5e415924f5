import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import styles from './BannerCarousel.module.css';
// From the root entry, not '../i18n/react': this file is bundled into the page that uses it (rspack-app.cjs), and a
// relative import would give that page a second, empty translations instance.
import { usePortalContainer, useTranslation } from '@casino/shared';

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

/** The slide a natively scrolled viewport shows. */
const shownSlide = (viewport: HTMLElement) => Math.round(viewport.scrollLeft / Math.max(viewport.clientWidth, 1));

/** How long after its last scroll event a viewport counts as still: a finger's fling goes on after the touch ends. */
const STILL_AFTER_MS = 150;

/**
 * Embla, the swipe engine: 7 KB gzip, downloaded when the carousel first needs it (the pointer or focus reaches it,
 * an arrow, a dot, the first autoplay turn, the end of a native swipe), not with the page.
 */
/** Browser only (an effect or a handler): whether the player asked for less motion. */
const reducesMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const loadEngine = () => import('embla-carousel').then((module) => module.default);

/** A move asked for before the engine was there, made once it is. */
type Move = { to: number } | 'next';

export interface BannerCarouselProps {
  label: string;
  slides: BannerSlide[];
  autoplayMs?: number;
}

/**
 * Promotional banners: swipe or drag, arrows and dots for mouse and keyboard, autoplay that pauses while the pointer
 * or focus is on it and stops for good once the player swipes or picks a slide.
 *
 * The page's first load does not wait for the swipe engine (Embla). Until it is there, the viewport is a native
 * scroll-snap strip, so a finger already swipes it, even before the page hydrates; the engine takes over from the
 * slide shown, once the strip is still (`data-engine="live"` on the viewport). An engine that fails to download
 * leaves the native strip, which the arrows, dots and autoplay then scroll.
 *
 * `data-autoplay` says which: `off` until the carousel is live in the browser (a server-rendered page before
 * hydration; always for a player who prefers reduced motion), then `running` or `paused`.
 */
export function BannerCarousel({ label, slides, autoplayMs = CAROUSEL_AUTOPLAY_MS }: BannerCarouselProps) {
  const { t } = useTranslation('shared');
  const count = slides.length;
  const viewport = useRef<HTMLDivElement>(null);
  // In the browser and hydrated (null on a server and while hydrating).
  const live = usePortalContainer() !== null;
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<EmblaCarouselType | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const pending = useRef<Move | null>(null);
  const touching = useRef(false);
  const lastScrollAt = useRef(Number.NEGATIVE_INFINITY);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));

  const select = useCallback(
    (index: number) => {
      setSelected(index);
      setReached((before) => withNeighbours(before, index, count));
    },
    [count],
  );

  // Live in the browser: the shown slide's neighbours get their images, and a strip swiped before hydration is read.
  useEffect(() => {
    if (live && viewport.current) select(shownSlide(viewport.current));
  }, [live, select]);

  const wake = useCallback(() => {
    if (count > 1) setWanted(true);
  }, [count]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let created: EmblaCarouselType | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = (Embla: Awaited<ReturnType<typeof loadEngine>>) => {
      const node = viewport.current;
      if (cancelled || !node) return;
      // Not in the middle of a native swipe: the engine would stop the strip under the finger.
      if (touching.current || performance.now() - lastScrollAt.current < STILL_AFTER_MS) {
        retry = setTimeout(() => start(Embla), STILL_AFTER_MS);
        return;
      }
      const from = shownSlide(node);
      // Set here as well as rendered: the strip's CSS goes in this same frame, and the scroll event of the reset
      // below must find the engine already live (onScroll), not take the strip back to the first slide.
      node.dataset.engine = 'live';
      node.scrollLeft = 0;
      created = Embla(node, { loop: true, startIndex: from });
      setEngine(created);
    };
    loadEngine().then(start, () => {
      if (!cancelled) setEngineFailed(true);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      created?.destroy();
    };
  }, [wanted]);

  useEffect(() => {
    if (!engine) return;
    const onSelect = () => select(engine.selectedScrollSnap());
    const onPointerDown = () => setStopped(true);
    onSelect();
    engine.on('select', onSelect).on('pointerDown', onPointerDown);
    const move = pending.current;
    pending.current = null;
    if (move === 'next') engine.scrollNext();
    else if (move) engine.scrollTo(move.to);
    return () => {
      engine.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [engine, select]);

  /** Moves to a slide: with the engine, or by scrolling the native strip when it could not be downloaded. */
  const move = useCallback(
    (to: Move) => {
      // A player who asked for less motion (prefers-reduced-motion) gets the slide at once, without the slide-over.
      const still = reducesMotion();
      if (engine) {
        if (to === 'next') {
          if (still) engine.scrollNext(true);
          else engine.scrollNext();
        } else if (still) engine.scrollTo(to.to, true);
        else engine.scrollTo(to.to);
      } else if (engineFailed) {
        const node = viewport.current;
        if (!node) return;
        const index = to === 'next' ? (shownSlide(node) + 1) % count : to.to;
        node.scrollTo({ left: index * node.clientWidth, behavior: still ? 'instant' : 'smooth' });
      } else {
        pending.current = to;
        wake();
      }
    },
    [engine, engineFailed, count, wake],
  );

  // No autoplay for a player who asked for less motion: the banners move only when they say so.
  const still = useSyncExternalStore(subscribeToMotionPreference, reducesMotion, () => false);

  useEffect(() => {
    if (!live || paused || stopped || still || count < 2) return;
    const timer = setInterval(() => move('next'), autoplayMs);
    return () => clearInterval(timer);
  }, [live, paused, stopped, still, autoplayMs, count, move]);

  const go = (index: number) => {
    setStopped(true);
    move({ to: index });
  };

  // The native strip, before the engine: the shown slide follows the scroll, and a finger on it stops autoplay.
  const onScroll = () => {
    const node = viewport.current;
    if (!node || node.dataset.engine) return;
    lastScrollAt.current = performance.now();
    const index = shownSlide(node);
    if (index !== selected && index >= 0 && index < count) select(index);
  };
  const onTouchStart = () => {
    touching.current = true;
    setStopped(true);
  };
  const onTouchEnd = () => {
    touching.current = false;
    wake();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      // A mouse or pen on its way to the arrows or to drag; a finger swipes the native strip and wakes it once lifted.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') wake();
      }}
      onFocus={() => {
        setPaused(true);
        wake();
      }}
      onBlur={() => setPaused(false)}
      data-autoplay={!live || still ? 'off' : paused || stopped ? 'paused' : 'running'}
    >
      <div
        className={styles.viewport}
        ref={viewport}
        data-engine={engine ? 'live' : undefined}
        onScroll={onScroll}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        <div className={styles.track} aria-live={paused || stopped ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count })}
              aria-hidden={index !== selected || undefined}
              inert={index !== selected || undefined}
            >
              {typeof slide.content === 'function' ? slide.content({ near: reached.has(index) }) : slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('carousel.previous')} onClick={() => go((selected - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('carousel.next')} onClick={() => go((selected + 1) % count)}>
            ›
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.slide', { index: index + 1, count })}
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
