import { LazyImage, PageLink, useFormat, useTranslation } from '@casino/shared';
import { blogArticlePath, blogListingPath, type Locale } from '@casino/contract';
import type { BlogArticleSummary } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import styles from '../../shared/article.module.css';

/** The date, reading time and author of an article, with the author's listing one tap away. */
export function ArticleMeta({ article, locale }: { article: BlogArticleSummary; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <p className={styles.meta}>
      <PageLink to={blogListingPath(locale, 'author', article.author.slug)} rel="author">
        {article.author.name}
      </PageLink>
      <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
      <span>{t('blog.readingTime', { minutes: format.number(article.readingMinutes) })}</span>
    </p>
  );
}

export function ArticleTags({ article, locale }: { article: BlogArticleSummary; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  if (article.tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('blog.tags')}>
      {article.tags.map((tag) => (
        <li key={tag.id}>
          <PageLink className={styles.tag} to={blogListingPath(locale, 'tag', tag.slug)}>
            #{tag.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

export function ArticleCard({ article, locale }: { article: BlogArticleSummary; locale: Locale }) {
  const path = blogArticlePath(locale, article.slug);
  return (
    <article className={styles.card} data-testid="blog-card">
      <LazyImage className={styles.cardImage} src={article.image} alt="" {...ARTWORK.article} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <PageLink to={path}>{article.title}</PageLink>
        </h2>
        <ArticleMeta article={article} locale={locale} />
        <p className={styles.cardSummary}>{article.summary}</p>
        <ArticleTags article={article} locale={locale} />
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, locale }: { articles: BlogArticleSummary[]; locale: Locale }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
