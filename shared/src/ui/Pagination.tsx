import styles from './Pagination.module.css';
// From the root entry: this file is bundled into the page that uses it, outside the singleton (src/index.ts).
import { formatNumber, useTranslation } from '@casino/shared';

/** The page numbers to show: the first, the last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1]! > 1) result.push(null);
    result.push(p);
  });
  return result;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Links instead of buttons when pages have addresses. */
  hrefFor?: (page: number) => string;
}

/** Numbered pages with previous and next; the current page is marked for screen readers. */
export function Pagination({ page, pageCount, onPage, hrefFor }: PaginationProps) {
  const { t, i18n } = useTranslation('shared');
  if (pageCount <= 1) return null;
  const item = (target: number, label: string, content: string, extra = '') => {
    const disabled = target < 1 || target > pageCount;
    const current = target === page && !extra;
    const className = `${styles.item} ${current ? styles.current : ''} ${extra}`;
    if (hrefFor && !disabled && !current) {
      return (
        <a className={className} href={hrefFor(target)} aria-label={label} onClick={(event) => (event.preventDefault(), onPage(target))}>
          {content}
        </a>
      );
    }
    return (
      <button type="button" className={className} aria-label={label} aria-current={current ? 'page' : undefined} disabled={disabled || current} onClick={() => onPage(target)}>
        {content}
      </button>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {item(page - 1, t('pagination.previous'), '‹', styles.step)}
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <span key={p}>{item(p, t('pagination.page', { page: p }), formatNumber(p, i18n.language))}</span>
        ),
      )}
      {item(page + 1, t('pagination.next'), '›', styles.step)}
    </nav>
  );
}

export interface ShowMoreProps {
  shown: number;
  total: number;
  onMore: () => void;
  loading?: boolean;
}

/** "Show more" under a list that grows in place, with how much is shown. */
export function ShowMore({ shown, total, onMore, loading = false }: ShowMoreProps) {
  const { t, i18n } = useTranslation('shared');
  const progress = total > 0 ? Math.min(100, (shown / total) * 100) : 100;
  return (
    <div className={styles.more}>
      <p className={styles.count}>
        {t('pagination.shown', { shown: formatNumber(shown, i18n.language), total: formatNumber(total, i18n.language) })}
      </p>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.bar} style={{ width: `${progress}%` }} />
      </span>
      {shown < total && (
        <button type="button" className={styles.moreButton} onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
          {loading ? t('loading') : t('pagination.showMore')}
        </button>
      )}
    </div>
  );
}
