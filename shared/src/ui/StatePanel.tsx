import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './StatePanel.module.css';
import { useTranslation } from '../i18n/react';
import { usePageNotFound } from '../routing/page-meta';

/** The loading, empty, error and coming-soon states every remote page shows, so they look and read the same. */

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.panel} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

export function ErrorState({ title, text, onRetry }: { title?: string; text?: string; onRetry?: () => void }) {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.title}>{title ?? t('error.title')}</p>
      <p className={styles.text}>{text ?? t('error.text')}</p>
      {onRetry && <Button text={t('retry')} onClick={onRetry} />}
    </div>
  );
}

/**
 * The page's address names nothing the API knows (an article, a tournament): the error panel with no retry, since
 * asking again gets the same answer, and a server render answers 404 (`usePageNotFound`).
 */
export function NotFoundState({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation('shared');
  usePageNotFound();
  return <ErrorState title={title ?? t('notFound.title')} {...(text ? { text } : {})} />;
}

export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{text ?? t('empty')}</p>
      {children}
    </div>
  );
}

/** An honest placeholder for a route that exists but whose screen is not built yet. */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation('shared');
  return (
    <section className={styles.panel} data-testid="coming-soon">
      {title && <h1 className={styles.heading}>{title}</h1>}
      <p className={styles.title}>{t('comingSoon.title')}</p>
      <p className={styles.text}>{t('comingSoon.text')}</p>
    </section>
  );
}
