import { Link } from 'react-router-dom';
import { localePath, type Locale } from '@casino/shared';
import type { Banner } from '@casino/shared/contract';
import styles from './HomePage.module.css';

/** Banner artwork is drawn at this size by the API; set on the img so the strip does not jump. */
const BANNER_WIDTH = 800;
const BANNER_HEIGHT = 320;

/** The banners as a swipeable strip on phones, side by side on wider screens; the first one loads eagerly. */
export function BannerStrip({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  return (
    <ul className={styles.banners}>
      {banners.map((banner, index) => (
        <li key={banner.id} className={styles.banner}>
          <img
            className={styles.bannerImage}
            src={banner.image}
            alt=""
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className={styles.bannerText}>
            <h2 className={styles.bannerTitle}>{banner.title}</h2>
            <p className={styles.bannerSubtitle}>{banner.subtitle}</p>
            <Link className={styles.bannerButton} to={localePath(locale, banner.path)}>
              {banner.buttonLabel}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The strip's place while the banners load: one empty banner of the same size (image box and text lines), so the
 * welcome and the links below do not jump down when the banners arrive (Lighthouse counted that as layout shift).
 */
export function BannerStripPlaceholder() {
  return (
    <ul className={styles.banners} aria-hidden="true" data-testid="banners-pending">
      <li className={styles.banner}>
        <div className={styles.bannerImage} />
        <div className={`${styles.bannerText} ${styles.bannerPending}`}>
          <span className={styles.bannerTitle}>&nbsp;</span>
          <span className={styles.bannerSubtitle}>&nbsp;</span>
          <span className={styles.bannerButton}>&nbsp;</span>
        </div>
      </li>
    </ul>
  );
}
