import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError, DEFAULT_LOCALE, ErrorState, isLocale, LoadingState, useResource } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { fetchDisplayPage } from './page-api';
import { sanitizeBody } from './sanitize-body';
import styles from './DisplayPage.module.css';

/** /{lang}/display/{id}: an operator page (about us, terms, privacy policy ...) from GET /pages/{slug}. */
export function DisplayPage() {
  const { t } = useTranslation(NAMESPACE);
  const { lang, id = '' } = useParams();
  const navigate = useNavigate();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const page = useResource(`page:${id}:${locale}`, (signal) => fetchDisplayPage(id, locale, signal));
  const body = useMemo(() => (page.status === 'ready' ? sanitizeBody(page.data.body, locale) : ''), [page, locale]);

  /** Internal links in the body move inside the single-page app instead of reloading it. */
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') {
    const missing = page.error instanceof ApiRequestError && page.error.status === 404;
    return missing ? (
      <ErrorState title={t('display.notFoundTitle')} text={t('display.notFoundText')} />
    ) : (
      <ErrorState onRetry={page.retry} />
    );
  }
  return (
    <article className={styles.page} data-testid="display-page" lang={page.data.bodyLang}>
      <h1 className={styles.title}>{page.data.title}</h1>
      {page.data.bodyIsFallback && <p className={styles.note}>{t('display.fallbackNote')}</p>}
      {/* sanitised to the contract's tag whitelist just above */}
      <div className={styles.body} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
