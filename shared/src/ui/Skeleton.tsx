import styles from './Skeleton.module.css';
import { useTranslation } from '../i18n/react';

/** A shimmering block of the size the content will take, so nothing moves when it arrives. */
export function Skeleton({ width = '100%', height = 16, radius, className }: { width?: number | string; height?: number | string; radius?: number | string; className?: string }) {
  return <span className={`${styles.skeleton} ${className ?? ''}`} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} height={14} />
      ))}
    </span>
  );
}

/** Placeholders for a grid of game tiles (4:3 artwork and a line of text), announced once as loading. */
export function SkeletonGrid({ count = 8, ratio = '4 / 3' }: { count?: number; ratio?: string }) {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.grid} role="status" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.card} aria-hidden="true">
          <span className={styles.skeleton} style={{ aspectRatio: ratio, width: '100%', borderRadius: 'var(--r-md, 10px)' }} />
          <Skeleton width="70%" height={14} />
        </span>
      ))}
    </div>
  );
}
