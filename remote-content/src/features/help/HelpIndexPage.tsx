import { useQuery } from '@tanstack/react-query';
import { PageLink, QueryView, routeLocale, SkeletonText, useParams, useTranslation } from '@casino/shared';
import { helpArticlePath } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { helpTopicsQuery } from './api';
import styles from './HelpIndexPage.module.css';

/** /{lang}/help: every help topic, grouped by category, each with its summary (GET /help). The menu's Help opens it. */
export function HelpIndexPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const topics = useQuery(helpTopicsQuery(locale));
  return (
    <div className={styles.index} data-testid="help-index">
      <header className={styles.lead}>
        <h1 className={styles.title}>{t('meta.help.title')}</h1>
        <p className={styles.text}>{t('meta.help.description')}</p>
      </header>
      <QueryView query={topics} loading={<SkeletonText lines={10} />}>
        {(data) => (
          <div className={styles.categories}>
            {data.categories.map((category) => (
              <section key={category.id} className={styles.category} aria-labelledby={`help-category-${category.id}`}>
                <h2 id={`help-category-${category.id}`} className={styles.categoryTitle}>
                  {category.title}
                </h2>
                <ul className={styles.topics}>
                  {category.articles.map((topic) => (
                    <li key={topic.id}>
                      <PageLink className={styles.topic} to={helpArticlePath(locale, topic.slug)}>
                        <span className={styles.topicTitle}>{topic.title}</span>
                        {topic.summary && <span className={styles.summary}>{topic.summary}</span>}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
