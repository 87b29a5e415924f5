import { startTransition, useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_CACHE_SIZE, LAZY_IMAGE_PRELOAD_FACTOR, LAZY_IMAGE_THROTTLE_MS } from './spec';
import { observeVisibility } from '../platform/visibility';
import { useCameFromServer } from '../platform/server-render';
import styles from './LazyImage.module.css';

/** Addresses that loaded on this page, newest last: they show at once, without the placeholder. */
const loaded = new Set<string>();

export function rememberLoaded(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LAZY_IMAGE_CACHE_SIZE) loaded.delete(loaded.values().next().value!);
}

export function isLoaded(src: string): boolean {
  return loaded.has(src);
}

/** Start loading when the image is within 1.3 viewports: 30 % of the viewport beyond each edge. */
const PRELOAD_MARGIN = `${Math.round((LAZY_IMAGE_PRELOAD_FACTOR - 1) * 100)}%`;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Reserved up front, so nothing moves when the picture arrives. */
  width: number;
  height: number;
  className?: string;
  /** Load at once (the first screen's images). */
  eager?: boolean;
}

type Status = 'waiting' | 'loading' | 'retrying' | 'loaded' | 'failed';

/**
 * A picture that loads near the viewport, retries a failed load (3 attempts, 200 ms apart), and shows the game
 * pattern while loading or after failing; its box has its final size from the first render.
 */
export function LazyImage({ src, alt, width, height, className, eager = false }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  // A picture in the server's markup shows as the browser loads it, before and after hydration; only a picture the
  // browser adds itself fades in once loaded (a hydrated one faded out and back in when the app took the page over).
  const fromServer = useCameFromServer();
  const [status, setStatus] = useState<Status>(() => (isLoaded(src) ? 'loaded' : eager ? 'loading' : 'waiting'));
  const [attempt, setAttempt] = useState(1);
  const [trackedSrc, setTrackedSrc] = useState(src);
  if (trackedSrc !== src) {
    setTrackedSrc(src);
    setAttempt(1);
    setStatus(isLoaded(src) ? 'loaded' : eager ? 'loading' : 'waiting');
  }

  useEffect(() => {
    if (status !== 'waiting') return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setStatus('loading');
      return;
    }
    const stop = observeVisibility(
      element,
      (entry) => {
        if (!entry.isIntersecting) return;
        stop();
        setStatus('loading');
      },
      `${PRELOAD_MARGIN} ${PRELOAD_MARGIN}`,
    );
    return stop;
  }, [status]);

  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const onError = () => {
    if (attempt >= LAZY_IMAGE_ATTEMPTS) {
      setStatus('failed');
      return;
    }
    setStatus('retrying');
    retry.current = setTimeout(() => {
      setAttempt((n) => n + 1);
      setStatus('loading');
    }, LAZY_IMAGE_THROTTLE_MS);
  };

  const onLoad = () => {
    rememberLoaded(src);
    setStatus('loaded');
  };
  // A server-rendered picture can finish loading (or fail) before this code runs, and its event is then missed: the
  // element says how it went.
  const catchUp = (element: HTMLImageElement | null) => {
    if (!element?.complete || status !== 'loading') return;
    const settle = element.naturalWidth > 0 ? onLoad : onError;
    // A state change during hydration's commit is rendered at once, and takes all of hydration's effects into the
    // same long task: a server picture looks the same either way, so its status follows when the page is idle.
    if (fromServer) startTransition(settle);
    else settle();
  };

  const showImage = status === 'loading' || status === 'loaded';
  return (
    <span
      ref={box}
      className={`${styles.box} ${status === 'loaded' ? '' : styles.placeholder} ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-status={status}
    >
      {showImage && (
        <img
          key={attempt}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          className={`${styles.image} ${fromServer ? '' : styles.fades} ${status === 'loaded' ? styles.shown : ''}`}
          ref={catchUp}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {status === 'failed' && <span className="visually-hidden">{alt}</span>}
    </span>
  );
}
