import { useQuery } from '@tanstack/react-query';
import { NotFoundState, PageLink, QueryView, routeLocale, SkeletonText, useFormat, usePageMeta, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import { HtmlBody } from '../../shared/HtmlBody';
import styles from '../../shared/article.module.css';
import { newsArticleQuery } from './api';

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
      )}
    </QueryView>
  );
}
