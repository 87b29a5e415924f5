import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { lobbyPath } from '../../shared/lobby-filters';
import { QuickSearch } from '../../shared/QuickSearch';
import styles from './HeaderSearch.module.css';

/**
 * The header's search (fragment `games/quick-search`): a button that opens the quick search under the header. It
 * closes on navigation (it is open only on the page where it was opened), on Escape and on a click outside.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const panelId = `${useId()}-panel`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : here)}
        data-testid="header-search"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{t('quickSearch.button')}</span>
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-label={t('lobby.search')} className={styles.panel}>
          <QuickSearch
            locale={locale}
            autoFocus
            resultsPath={(query) => lobbyPath(locale, { query })}
            onDone={() => setOpenOn(null)}
            onEscape={() => {
              setOpenOn(null);
              button.current?.focus();
            }}
            testId="header-search-input"
            inPanel
          />
        </div>
      )}
    </div>
  );
}
