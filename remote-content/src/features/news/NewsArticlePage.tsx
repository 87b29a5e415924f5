import { useQuery } from '@tanstack/react-query';
import { LazyImage, NotFoundState, PageLink, QueryView, routeLocale, SkeletonText, useFormat, usePageMeta, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { type Locale, localePath, newsArticlePath, SECTION_PATHS } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import { HtmlBody } from '../../shared/HtmlBody';
import styles from '../../shared/article.module.css';
import { newsArticleQuery, newsListQuery, RELATED_NEWS } from './api';

/** /{lang}/news/show/{id}: one news item (GET /news/{id}). */
export function NewsArticlePage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const params = useParams();
  const locale = routeLocale(params);
  const news = useQuery(newsArticleQuery(params.id ?? '', locale));
  usePageTitle(news.data?.title, news.data?.summary);
  // The share card and the NewsArticle JSON-LD (issue 34): the item's picture, in the news list's breadcrumb.
  usePageMeta(
    news.data && {
      image: news.data.image,
      parent: { name: t('meta.news.title'), path: localePath(locale, SECTION_PATHS.newsList) },
      entity: { type: 'NewsArticle', headline: news.data.title, description: news.data.summary, datePublished: news.data.publishedAt },
    },
  );
  if (news.isError && news.error.status === 404) {
    return <NotFoundState title={t('news.notFoundTitle')} text={t('news.notFoundText')} />;
  }
  return (
    <QueryView query={news} loading={<SkeletonText lines={8} />}>
      {(data) => (
        <div className={styles.withAside}>
          <article className={styles.article} data-testid="news-article" lang={data.bodyLang}>
            <h1 className={styles.title}>{data.title}</h1>
            <p className={styles.meta}>
              <time dateTime={data.publishedAt}>{format.date(data.publishedAt)}</time>
              <PageLink to={localePath(locale, SECTION_PATHS.newsList)}>{t('news.all')}</PageLink>
            </p>
            {/* The picture is the largest thing on the first screen: it loads at once, in its reserved box. */}
            <img className={styles.cover} src={data.image} alt="" {...ARTWORK.article} decoding="async" />
            {data.bodyIsFallback && <p className={styles.note}>{t('display.fallbackNote')}</p>}
            <HtmlBody html={data.body} locale={locale} />
          </article>
          {/* Beside the item on a wide screen, under it on a phone (issue 34). */}
          <div className={styles.aside} data-testid="article-aside">
            <MoreNews slug={data.slug} locale={locale} />
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** The newest news items other than this one (GET /news, the list's first page, shared with the news list's cache). */
function MoreNews({ slug, locale }: { slug: string; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const news = useQuery(newsListQuery(locale, 1));
  const others = (news.data?.items ?? []).filter((item) => item.slug !== slug).slice(0, RELATED_NEWS);
  if (others.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="more-news">
      <h2 id="more-news" className={styles.sectionTitle}>
        {t('news.more')}
      </h2>
      <ul className={styles.grid}>
        {others.map((item) => (
          <li key={item.id}>
            <article className={styles.card} data-testid="news-card">
              <LazyImage className={styles.cardImage} src={item.image} alt="" {...ARTWORK.article} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <PageLink to={newsArticlePath(locale, item.slug)}>{item.title}</PageLink>
                </h3>
                <p className={styles.meta}>
                  <time dateTime={item.publishedAt}>{format.date(item.publishedAt)}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
