import { Link, Navigate, routeLocale, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { localePath } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { SignInFirst } from '../../shared/SignInFirst';
import { PasswordSection } from './PasswordSection';
import { ProfileView } from './ProfileView';
import { SecuritySection } from './SecuritySection';
import { SubscriptionsSection } from './SubscriptionsSection';
import { PROFILE_SECTIONS, profileSection, type ProfileSection } from './profile-api';
import styles from '../../shared/player-area.module.css';

/**
 * /{lang}/player/profile/{section}; /player/profile shows the details, and /player/security, /player/change/pass and
 * /player/change/subscriptions open their sections (`section` given by the route).
 */
export function ProfilePage({ section: fixed }: { section?: ProfileSection }) {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const isAuth = useSignedIn();
  const section = fixed ?? profileSection(params.section);
  if (!section) return <Navigate to={localePath(locale, 'player/profile/view')} replace />;
  return (
    <section className={styles.page} data-testid="profile-page">
      <h1 className={styles.heading}>{t('pages.profile')}</h1>
      <nav aria-label={t('profile.sections')}>
        <ul className={styles.sections}>
          {PROFILE_SECTIONS.map((name) => (
            <li key={name}>
              <Link to={localePath(locale, `player/profile/${name}`)} aria-current={name === section ? 'page' : undefined} data-testid={`profile-tab-${name}`}>
                {t(`profile.section.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!isAuth ? (
        <SignInFirst />
      ) : section === 'view' ? (
        <ProfileView locale={locale} />
      ) : section === 'password' ? (
        <PasswordSection />
      ) : section === 'security' ? (
        <SecuritySection />
      ) : (
        <SubscriptionsSection />
      )}
    </section>
  );
}

export const SecurityAlias = () => <ProfilePage section="security" />;
export const PasswordAlias = () => <ProfilePage section="password" />;
export const SubscriptionsAlias = () => <ProfilePage section="subscriptions" />;
