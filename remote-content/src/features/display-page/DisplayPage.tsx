import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, routeLocale, usePageTitle } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { displayPageQuery } from './page-api';
import { sanitizeBody } from './sanitize-body';
import styles from './DisplayPage.module.css';

/** /{lang}/display/{id}: an operator page (about us, terms, privacy policy ...) from GET /pages/{slug}. */
export function DisplayPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const navigate = useNavigate();
  const locale = routeLocale(params);
  const page = useQuery(displayPageQuery(params.id ?? '', locale));
  const body = useMemo(() => (page.data ? sanitizeBody(page.data.body, locale) : ''), [page.data, locale]);
  usePageTitle(page.data?.title, page.data?.summary);

  /** Internal links in the body move inside the single-page app instead of reloading it. */
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  if (page.isPending) return <LoadingState />;
  if (page.isError) {
    return page.error.status === 404 ? (
      <ErrorState title={t('display.notFoundTitle')} text={t('display.notFoundText')} />
    ) : (
      <ErrorState onRetry={() => void page.refetch()} />
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
