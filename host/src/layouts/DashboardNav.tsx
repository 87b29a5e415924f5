import { NavLink, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { playerAreaPages } from '../routing/served-routes';

/**
 * The player area's side navigation (SPEC.md section 2, player pages): the served pages that declare a place in it
 * (`playerArea` in their remote's route manifest), in their order, each labelled in its remote's namespace. A page a
 * new account version adds to the player area is listed with no host build.
 */
export function DashboardNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.title')} data-testid="dashboard-nav">
      <ul>
        {playerAreaPages().map((page) => (
          <li key={page.id}>
            <NavLink to={localePath(locale, page.pattern)}>{t(page.playerArea.labelKey, { ns: page.remote })}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
