import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { socialAppsQuery } from './sign-in-api';
import styles from './auth-form.module.css';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', telegram: 'Telegram', vk: 'VK', vkontakte: 'VK', mailru: 'Mail.ru', yandex: 'Yandex' };

/** The provider's mark, drawn by the API (api/src/modules/artwork/marks.ts), 20 px beside its name. */
const markUrl = (provider: string) => `/api/v1/content/images/social-${encodeURIComponent(provider)}.svg`;

/** Where a provider sends the player back: the social callback route, which signs in through /sign-in/external. */
export function socialCallbackUrl(locale: Locale, provider: string): string {
  return `${window.location.origin}${localePath(locale, 'social/_auth')}?provider=${encodeURIComponent(provider)}`;
}

/**
 * The social and external sign-in entry points: one link per provider. Its data comes with the page (the route's
 * loader), so the links are there in the first render and nothing under them moves; none when the call failed.
 */
export function SocialSignIn({ locale, returnTo }: { locale: Locale; returnTo?: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const apps = useQuery(socialAppsQuery()).data?.apps ?? [];
  if (apps.length === 0) return null;
  return (
    <div className={styles.alternatives} data-testid="social-sign-in">
      <p className={styles.hint}>{t('login.orWith')}</p>
      {apps.map((app) => {
        // OpenID Connect (issue 34.6): the API starts the sign-in (state, PKCE) and sends the player to the provider;
        // it brings them back to the page they were heading to. A provider's own widget gets the callback address.
        const href = app.oidc
          ? `${app.authorizeUrl}${app.authorizeUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(returnTo ?? localePath(locale))}`
          : `${app.authorizeUrl}${app.authorizeUrl.includes('?') ? '&' : '?'}redirect_uri=${encodeURIComponent(socialCallbackUrl(locale, app.provider))}`;
        return (
          <a key={app.provider} className={styles.social} href={href} rel="nofollow">
            <img className={styles.socialMark} src={markUrl(app.provider)} width={20} height={20} alt="" decoding="async" />
            {t('login.socialWith', { provider: PROVIDER_NAMES[app.provider] ?? app.provider })}
          </a>
        );
      })}
    </div>
  );
}
