import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, NotFoundState, routeLocale, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { displayPageQuery } from './page-api';
import { HtmlBody } from '../../shared/HtmlBody';
import styles from './DisplayPage.module.css';

/** /{lang}/display/{id}: an operator page (about us, terms, privacy policy ...) from GET /pages/{slug}. */
export function DisplayPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const page = useQuery(displayPageQuery(params.id ?? '', locale));
  usePageTitle(page.data?.title, page.data?.summary);

  if (page.isPending) return <LoadingState />;
  if (page.isError) {
    return page.error.status === 404 ? (
      <NotFoundState title={t('display.notFoundTitle')} text={t('display.notFoundText')} />
    ) : (
      <ErrorState onRetry={() => void page.refetch()} />
    );
  }
  return (
    <article className={styles.page} data-testid="display-page" lang={page.data.bodyLang}>
      <h1 className={styles.title}>{page.data.title}</h1>
      {page.data.bodyIsFallback && <p className={styles.note}>{t('display.fallbackNote')}</p>}
      <HtmlBody html={page.data.body} locale={locale} />
    </article>
  );
}
