import { useQuery } from '@tanstack/react-query';
import { NotFoundState, QueryView, routeLocale, SkeletonText, usePageMeta, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS, type Locale } from '@casino/contract';
import type { BlogArticle } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import { HtmlBody } from '../../shared/HtmlBody';
import styles from '../../shared/article.module.css';
import { RELATED_ARTICLES, blogArticlesQuery, blogArticleQuery, tagArticlesQuery } from './api';
import { ArticleGrid, ArticleMeta, ArticleTags } from './ArticleCard';

/** /{lang}/blog/{id}: one article with its author, tags, date, reading time and related articles (GET /blog/articles/{id}). */
export function BlogArticlePage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const article = useQuery(blogArticleQuery(params.id ?? '', locale));
  usePageTitle(article.data?.title, article.data?.summary);
  // The share card and the Article JSON-LD (issue 34): the article's cover, in the blog's breadcrumb.
  usePageMeta(
    article.data && {
      image: article.data.image,
      parent: { name: t('meta.blog.title'), path: localePath(locale, SECTION_PATHS.blog) },
      entity: { type: 'Article', headline: article.data.title, description: article.data.summary, datePublished: article.data.publishedAt, author: article.data.author.name },
    },
  );
  if (article.isError && article.error.status === 404) {
    return <NotFoundState title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  return (
    <QueryView query={article} loading={<SkeletonText lines={8} />}>
      {(data) => (
        <div className={styles.withAside}>
          <article className={styles.article} data-testid="blog-article" lang={data.bodyLang}>
            <h1 className={styles.title}>{data.title}</h1>
            <ArticleMeta article={data} locale={locale} />
            {/* The cover is the largest thing on the first screen: it loads at once, in its reserved box. */}
            <img className={styles.cover} src={data.image} alt="" {...ARTWORK.article} decoding="async" />
            {data.bodyIsFallback && <p className={styles.note}>{t('display.fallbackNote')}</p>}
            <HtmlBody html={data.body} locale={locale} />
            <ArticleTags article={data} locale={locale} />
          </article>
          {/* Beside the article on a wide screen, under it on a phone (issue 34). */}
          <div className={styles.aside} data-testid="article-aside">
            <RelatedArticles article={data} locale={locale} />
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** Articles sharing the first tag (or the newest ones when it has none), without this one. */
function RelatedArticles({ article, locale }: { article: BlogArticle; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const firstTag = article.tags[0];
  const byTag = useQuery({
    ...tagArticlesQuery(firstTag?.slug ?? '', locale, 1, RELATED_ARTICLES + 1),
    enabled: !!firstTag,
  });
  const newest = useQuery({ ...blogArticlesQuery(locale, 1), enabled: !firstTag });
  const candidates = (firstTag ? byTag.data?.articles.items : newest.data?.items) ?? [];
  const related = candidates.filter((other) => other.id !== article.id).slice(0, RELATED_ARTICLES);
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-articles">
      <h2 id="related-articles" className={styles.sectionTitle}>
        {t('blog.related')}
      </h2>
      <ArticleGrid articles={related} locale={locale} />
    </section>
  );
}
