import { NavLink, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';

/** The player area's side navigation (SPEC.md section 2, player pages), in the order players use them. */
export const DASHBOARD_PAGES = [
  ['balance', 'player/balance'],
  ['bonusCampaigns', 'player/bonus-campaigns'],
  ['history', 'player/history'],
  ['profile', 'player/profile'],
  ['verification', 'player/verification'],
  ['feedback', 'player/feedback/advertisement'],
  ['limits', 'player/limits'],
  ['selfExclusion', 'player/self-exclusion'],
] as const;

export function DashboardNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.title')} data-testid="dashboard-nav">
      <ul>
        {DASHBOARD_PAGES.map(([key, path]) => (
          <li key={key}>
            <NavLink to={localePath(locale, path)}>{t(`dashboard.${key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
