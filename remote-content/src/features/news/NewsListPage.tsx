import { useQuery } from '@tanstack/react-query';
import { LazyImage, PageLink, QueryView, routeLocale, SkeletonGrid, useFormat, useParams, useTranslation } from '@casino/shared';
import { newsArticlePath } from '@casino/contract';
import { Pagination } from '@casino/shared/ui/table';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import { useListPage } from '../../shared/list-page';
import styles from '../../shared/article.module.css';
import { newsListQuery } from './api';

/** /{lang}/news/list: the news, newest first, a page at a time (GET /news). */
export function NewsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const locale = routeLocale(useParams());
  const { page, setPage, hrefFor } = useListPage();
  const news = useQuery(newsListQuery(locale, page));
  return (
    <section data-testid="news-list">
      <h1 className={styles.pageTitle}>{t('news.title')}</h1>
      <QueryView
        query={news}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('news.empty')}
        loading={<SkeletonGrid count={6} ratio="4 / 3" />}
      >
        {(data) => (
          <>
            <ul className={styles.grid}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <article className={styles.card} data-testid="news-card">
                    <LazyImage className={styles.cardImage} src={item.image} alt="" {...ARTWORK.article} />
                    <div className={styles.cardBody}>
                      <h2 className={styles.cardTitle}>
                        <PageLink to={newsArticlePath(locale, item.slug)}>{item.title}</PageLink>
                      </h2>
                      <p className={styles.meta}>
                        <time dateTime={item.publishedAt}>{format.date(item.publishedAt)}</time>
                      </p>
                      <p className={styles.cardSummary}>{item.summary}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.ceil(data.total / data.perPage)} onPage={setPage} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </section>
  );
}
