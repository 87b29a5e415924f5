import { useQuery } from '@tanstack/react-query';
import { QueryView, routeLocale, SkeletonGrid, useParams, useTranslation } from '@casino/shared';
import { Pagination } from '@casino/shared/ui/table';
import { NAMESPACE } from '../../app/namespace';
import { useListPage } from '../../shared/list-page';
import styles from '../../shared/article.module.css';
import { blogArticlesQuery } from './api';
import { ArticleGrid } from './ArticleCard';

/** /{lang}/blog: every article, newest first, a page at a time (GET /blog/articles). */
export function BlogListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const { page, setPage, hrefFor } = useListPage();
  const articles = useQuery(blogArticlesQuery(locale, page));
  return (
    <section data-testid="blog-list">
      <h1 className={styles.pageTitle}>{t('blog.title')}</h1>
      <QueryView
        query={articles}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('blog.empty')}
        loading={<SkeletonGrid count={6} ratio="4 / 3" />}
      >
        {(data) => (
          <>
            <ArticleGrid articles={data.items} locale={locale} />
            <Pagination page={page} pageCount={Math.ceil(data.total / data.perPage)} onPage={setPage} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </section>
  );
}
