import { useQuery } from '@tanstack/react-query';
import { NotFoundState, QueryView, routeLocale, SkeletonGrid, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import { Pagination } from '@casino/shared/ui/table';
import { NAMESPACE } from '../../app/namespace';
import { useListPage } from '../../shared/list-page';
import styles from '../../shared/article.module.css';
import { authorArticlesQuery, isBlogListingKind, tagArticlesQuery } from './api';
import { ArticleGrid } from './ArticleCard';

/** /{lang}/blog/{author|tag}/{id}: one author's or one tag's articles. */
export function BlogListingPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  // The host's route table already answers Page Not Found for any other typeby; this is the remote's own guard.
  if (!isBlogListingKind(params.typeby)) {
    return <NotFoundState title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  return params.typeby === 'author' ? (
    <AuthorListing id={params.id ?? ''} locale={locale} />
  ) : (
    <TagListing id={params.id ?? ''} locale={locale} />
  );
}

function AuthorListing({ id, locale }: { id: string; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const { page, setPage, hrefFor } = useListPage();
  const listing = useQuery(authorArticlesQuery(id, locale, page));
  usePageTitle(listing.data && t('blog.byAuthor', { name: listing.data.author.name }), listing.data?.author.bio);
  if (listing.isError && listing.error.status === 404) {
    return <NotFoundState title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  return (
    <QueryView query={listing} loading={<SkeletonGrid count={6} ratio="4 / 3" />}>
      {(data) => (
        <section data-testid="blog-listing">
          <h1 className={styles.pageTitle}>{t('blog.byAuthor', { name: data.author.name })}</h1>
          <p className={styles.lead}>
            {data.author.role}. {data.author.bio}
          </p>
          <ArticleGrid articles={data.articles.items} locale={locale} />
          <Pagination
            page={page}
            pageCount={Math.ceil(data.articles.total / data.articles.perPage)}
            onPage={setPage}
            hrefFor={hrefFor}
          />
        </section>
      )}
    </QueryView>
  );
}

function TagListing({ id, locale }: { id: string; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const { page, setPage, hrefFor } = useListPage();
  const listing = useQuery(tagArticlesQuery(id, locale, page));
  usePageTitle(listing.data && t('blog.byTag', { name: listing.data.tag.name }));
  if (listing.isError && listing.error.status === 404) {
    return <NotFoundState title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  return (
    <QueryView query={listing} loading={<SkeletonGrid count={6} ratio="4 / 3" />}>
      {(data) => (
        <section data-testid="blog-listing">
          <h1 className={styles.pageTitle}>{t('blog.byTag', { name: data.tag.name })}</h1>
          <ArticleGrid articles={data.articles.items} locale={locale} />
          <Pagination
            page={page}
            pageCount={Math.ceil(data.articles.total / data.articles.perPage)}
            onPage={setPage}
            hrefFor={hrefFor}
          />
        </section>
      )}
    </QueryView>
  );
}
