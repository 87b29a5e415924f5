import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ErrorState, FragmentSlot, LoadingState, prefetchFragment, useLocation, usePortalContainer, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';

const isShown = (element: HTMLElement | null) => Boolean(element && element.getClientRects().length > 0);
const prefetch = () => prefetchFragment('games/quick-search');

/**
 * The header's search: a button that opens a panel under the header with the games team's quick search (fragment
 * `games/quick-search`), downloaded when the pointer or focus reaches the button, not with every page. The panel
 * closes on navigation (it is open only on the page where it was opened), on Escape and on a click outside. A phone's
 * header has no room left in some languages, so there the button floats at the bottom right, above the chat's.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const panelId = `${useId()}-panel`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const phoneButton = useRef<HTMLButtonElement>(null);
  // Null on a server and while hydrating: the phone's button mounts after that.
  const body = usePortalContainer();

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
  const close = (reason: 'done' | 'escape') => {
    setOpenOn(null);
    // Back on the search button the player sees (the header's, or the phone's floating one).
    if (reason === 'escape') (isShown(button.current) ? button : phoneButton).current?.focus();
  };
  const label = t('header.search');

  return (
    <div ref={root} className="header-search">
      <SearchButton ref={button} className="header-search__wide" testId="header-search" open={open} panelId={panelId} onToggle={toggle} label={label} />
      {body &&
        createPortal(
          <SearchButton ref={phoneButton} className="header-search__phone" testId="header-search-phone" open={open} panelId={panelId} onToggle={toggle} label={label} />,
          body,
        )}
      {open && (
        <div id={panelId} role="dialog" aria-label={t('header.searchPanel')} className="header-search__panel">
          <FragmentSlot name="games/quick-search" props={{ locale, onClose: close }} loading={<LoadingState />} fallback={<ErrorState />} />
        </div>
      )}
    </div>
  );
}

interface SearchButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  className: string;
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
      className={`header-search__trigger ${className}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-testid={testId}
      data-floating-action={className === 'header-search__phone' ? '' : undefined}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="header-search__label">{label}</span>
    </button>
  );
}
