import { useQuery } from '@tanstack/react-query';
import { Link, useSettings, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import type { FooterIcon } from '@casino/contract/schemas';
import { showConsentPreferences } from '../shell/consent';
import { menuHref } from './Header';
import { footerIconsQuery, menuQuery } from './layout-queries';

/** Display pages every footer links to (SPEC.md section 2), in this order. */
export const FOOTER_DISPLAY_PAGES = [
  'aboutus',
  'terms',
  'privacypolicy',
  'responsiblegaming',
  'cookiepolicy',
  'dispute-resolution',
] as const;

/** An icon's link stays in this tab; an app page keeps the page's language. */
function Icon({ icon, locale }: { icon: FooterIcon; locale: Locale }) {
  const image = <img src={icon.image} alt={icon.name} loading="lazy" width="64" height="32" />;
  if (!icon.url) return <span className="footer__icon">{image}</span>;
  return /^https?:\/\//.test(icon.url) ? (
    <a href={icon.url} rel="noopener noreferrer" className="footer__icon">
      {image}
    </a>
  ) : (
    <Link to={menuHref(locale, icon.url)} className="footer__icon">
      {image}
    </Link>
  );
}

/** Footer link groups and icons from the API, the responsible-gaming and 18+ notices, the display pages, support. */
export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const menu = useQuery(menuQuery(locale)).data ?? null;
  const icons = useQuery(footerIconsQuery(locale)).data ?? null;

  return (
    <footer className="footer" data-testid="site-footer">
      {menu && menu.footer.length > 0 && (
        <div className="footer__groups">
          {menu.footer.map((group) => (
            <nav key={group.id} className="footer__group" aria-label={group.title}>
              <h2 className="footer__group-title">{group.title}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link to={menuHref(locale, item.path)}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {/* The API's footer groups already link the display pages; these are the fallback while /menu is missing. */}
      {(!menu || menu.footer.length === 0) && (
        <nav className="footer__pages" aria-label={t('footer.pages')}>
          <ul>
            {FOOTER_DISPLAY_PAGES.map((page) => (
              <li key={page}>
                <Link to={localePath(locale, `display/${page}`)}>{t(`footer.page.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {icons && (
        <div className="footer__icons">
          {[...icons.payments, ...icons.licences, ...icons.responsibleGaming].map((icon) => (
            <Icon key={icon.id} icon={icon} locale={locale} />
          ))}
        </div>
      )}
      <div className="footer__notices">
        <p className="footer__adult">
          {icons ? <Icon icon={icons.ageRestriction} locale={locale} /> : <span className="footer__18">18+</span>}
          <span>{t('footer.adultsOnly')}</span>
        </p>
        <p>
          {t('footer.responsibleGaming')}{' '}
          <Link to={localePath(locale, 'display/responsiblegaming')}>
            {t('footer.responsibleGamingLink')}
          </Link>
        </p>
        {settings.support.email && (
          <p>
            {t('footer.support')} <a href={`mailto:${settings.support.email}`}>{settings.support.email}</a>
          </p>
        )}
        <p>
          {/* The stored cookie choice can be changed at any time (consent.ts). */}
          <button type="button" className="footer__cookies" data-testid="cookie-settings" onClick={() => void showConsentPreferences()}>
            {t('footer.cookieSettings')}
          </button>
        </p>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
