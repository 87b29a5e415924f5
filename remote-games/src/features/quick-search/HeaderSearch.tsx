import { type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { lobbyPath } from '../../shared/lobby-filters';
import { QuickSearch } from '../../shared/QuickSearch';
import styles from './HeaderSearch.module.css';
import { useLocation, useTranslation } from '@casino/shared';

const noSubscription = () => () => {};
/** document.body in the browser; null on a server and while hydrating (the phone's button mounts after that). */
const usePageBody = () => useSyncExternalStore(noSubscription, () => document.body, () => null);
const isShown = (element: HTMLElement | null) => Boolean(element && element.getClientRects().length > 0);

/**
 * The header's search (fragment `games/quick-search`): a button that opens the quick search under the header. It
 * closes on navigation (it is open only on the page where it was opened), on Escape and on a click outside. A phone's
 * header has no room left in some languages, so there the button floats at the bottom left, across from the chat.
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
  const phoneButton = useRef<HTMLButtonElement>(null);
  const body = usePageBody();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !phoneButton.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = () => setOpenOn(open ? null : here);
  const label = t('quickSearch.button');

  return (
    <div ref={root} className={styles.root}>
      <SearchButton ref={button} className={styles.wide} testId="header-search" open={open} panelId={panelId} onToggle={toggle} label={label} />
      {body &&
        createPortal(
          <SearchButton ref={phoneButton} className={styles.phone} testId="header-search-phone" open={open} panelId={panelId} onToggle={toggle} label={label} />,
          body,
        )}
      {open && (
        <div id={panelId} role="dialog" aria-label={t('lobby.search')} className={styles.panel}>
          <QuickSearch
            locale={locale}
            autoFocus
            resultsPath={(query) => lobbyPath(locale, { query })}
            onDone={() => setOpenOn(null)}
            onEscape={() => {
              setOpenOn(null);
              (isShown(button.current) ? button : phoneButton).current?.focus();
            }}
            testId="header-search-input"
            inPanel
          />
        </div>
      )}
    </div>
  );
}

interface SearchButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  className: string | undefined;
  testId: string;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  label: string;
}

function SearchButton({ ref, className, testId, open, panelId, onToggle, label }: SearchButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.trigger} ${className}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
