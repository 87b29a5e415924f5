import { useQuery } from '@tanstack/react-query';
import { NotFoundState, PageLink, QueryView, routeLocale, SkeletonText, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { helpArticlePath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { HtmlBody } from '../../shared/HtmlBody';
import article from '../../shared/article.module.css';
import { helpArticleQuery, helpTopicsQuery } from './api';
import styles from './HelpPage.module.css';

/** /{lang}/help/{id}: a help article with the list of help topics beside it (GET /help/{id}, GET /help). */
export function HelpPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const id = params.id ?? '';
  const help = useQuery(helpArticleQuery(id, locale));
  usePageTitle(help.data?.title, help.data?.summary);
  return (
    <div className={styles.help}>
      <div className={styles.main}>
        {help.isError && help.error.status === 404 ? (
          <NotFoundState title={t('help.notFoundTitle')} text={t('help.notFoundText')} />
        ) : (
          <QueryView query={help} loading={<SkeletonText lines={8} />}>
            {(data) => (
              <article className={article.article} data-testid="help-article" lang={data.bodyLang}>
                <p className={styles.category}>{data.categoryTitle}</p>
                <h1 className={article.title}>{data.title}</h1>
                {data.bodyIsFallback && <p className={article.note}>{t('display.fallbackNote')}</p>}
                <HtmlBody html={data.body} locale={locale} />
              </article>
            )}
          </QueryView>
        )}
      </div>
      <HelpTopics current={help.data?.slug ?? id} locale={locale} />
    </div>
  );
}

function HelpTopics({ current, locale }: { current: string; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const topics = useQuery(helpTopicsQuery(locale));
  return (
    <nav className={styles.topics} aria-label={t('help.topics')}>
      <h2 className={styles.topicsTitle}>{t('help.topics')}</h2>
      <QueryView query={topics} loading={<SkeletonText lines={6} />}>
        {(data) =>
          data.categories.map((category) => (
            <section key={category.id}>
              <h3 className={styles.categoryTitle}>{category.title}</h3>
              <ul className={styles.topicList}>
                {category.articles.map((topic) => (
                  <li key={topic.id}>
                    <PageLink
                      className={styles.topic}
                      to={helpArticlePath(locale, topic.slug)}
                      aria-current={topic.slug === current || String(topic.id) === current ? 'page' : undefined}
                    >
                      {topic.title}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryView>
    </nav>
  );
}
