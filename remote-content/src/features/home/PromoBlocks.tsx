import { LazyImage, PageLink, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import type { PromoItem } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import styles from './HomePage.module.css';

/** The promo blocks (GET /promo): each a card to its offer, its picture loaded when it nears the screen. */
export function PromoBlocks({ items, locale }: { items: PromoItem[]; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="home-promo">
      <h2 id="home-promo" className={styles.sectionTitle}>
        {t('home.promoTitle')}
      </h2>
      <ul className={styles.promos}>
        {items.map((item) => (
          <li key={item.id}>
            <PageLink className={styles.promo} to={localePath(locale, item.path)} data-testid="home-promo">
              <LazyImage className={styles.promoImage} src={item.image} alt="" {...ARTWORK.promo} />
              <span className={styles.promoText}>
                {item.badge && <span className={styles.badge}>{item.badge}</span>}
                <span className={styles.promoTitle}>{item.title}</span>
                <span className={styles.promoSummary}>{item.summary}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
