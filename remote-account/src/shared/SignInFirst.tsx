import { Link, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { usePageLocale } from './page-locale';

/** What a player page shows a guest (the host's guard normally sends guests away first). */
export function SignInFirst() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <p data-testid="sign-in-first">
      {t('playerArea.signInFirst')} <Link to={localePath(locale, SECTION_PATHS.login)}>{t('pages.login')}</Link>
    </p>
  );
}
