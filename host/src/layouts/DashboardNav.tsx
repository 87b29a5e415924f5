import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { playerAreaPages } from '../routing/served-routes';

/**
 * The player area's side navigation (SPEC.md section 2, player pages): the served pages that declare a place in it
 * (`playerArea` in their remote's route manifest), in their order, each labelled in its remote's namespace. A page a
 * new account version adds to the player area is listed with no host build.
 *
 * On a phone it is one row that scrolls sideways: its edge fades where more pages wait (`scroll-cue`), and the current
 * page's entry is brought into the row's middle, so "Limits" or "Self-exclusion" is never the one the player cannot see.
 */
export function DashboardNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // The row's own scroll only (scrollIntoView would also move the page); instant, as a page opens.
    const box = list.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    list.scrollLeft += entry.left + entry.width / 2 - (box.left + box.width / 2);
  }, [pathname]);
  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.title')} data-testid="dashboard-nav">
      <ul ref={row} className="scroll-cue">
        {playerAreaPages().map((page) => (
          <li key={page.id}>
            <NavLink to={localePath(locale, page.pattern)}>{t(page.playerArea.labelKey, { ns: page.remote })}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
