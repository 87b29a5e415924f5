import { Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '@casino/contract';
import { useTranslation } from '@casino/shared';
import type { LayoutName } from '../routing/served-routes';
import { DashboardNav } from './DashboardNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { PlaySafety } from '../responsible-gaming/PlaySafety';
import { useAbovePageHeight } from './above-page-height';
import './layouts.css';

export interface LayoutProps {
  locale: Locale;
  children: ReactNode;
}

/** No header or footer: callbacks and landings that only pass through (external auth, social callbacks). */
export const MAIN_ID = 'main-content';

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1): straight to the page's own content, past the header and
 * its menu. Moves focus itself, so the router never sees a hash change.
 */
function SkipLink() {
  const { t } = useTranslation('host');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  );
}

/**
 * A section below the page's content (the footer) in a Suspense boundary of its own: the server's HTML of it hydrates
 * in place (nothing disappears, no fallback shows) in a render and commit of its own after the page's, instead of in
 * the one commit of the whole page (issue 36 item 4: a commit is one task, which cannot yield).
 */
function LaterSection({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function BlankLayout({ children }: LayoutProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="layout layout--blank">
      {children}
    </main>
  );
}

export function DefaultLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <Header locale={locale} />
      <main id={MAIN_ID} tabIndex={-1} className="layout__main">
        {children}
      </main>
      <LaterSection>
        <Footer locale={locale} />
      </LaterSection>
    </div>
  );
}

/** The blog: its lists use the page's width; an article keeps its reading width with a side column (the page's own). */
export function BlogLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--blog">
      <SkipLink />
      <Header locale={locale} />
      <main id={MAIN_ID} tabIndex={-1} className="layout__main">
        {children}
      </main>
      <LaterSection>
        <Footer locale={locale} />
      </LaterSection>
    </div>
  );
}

/** The player area: side navigation next to the page (above it on phones). */
export function DashboardLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--dashboard">
      <SkipLink />
      <Header locale={locale} />
      <div className="layout__dashboard">
        <DashboardNav locale={locale} />
        <main id={MAIN_ID} tabIndex={-1} className="layout__main">
          {children}
        </main>
      </div>
      <LaterSection>
        <Footer locale={locale} />
      </LaterSection>
    </div>
  );
}

/** Real-money play: a compact header and the game taking the rest of the screen, no footer. */
export function GamePlayLayout({ locale, children }: LayoutProps) {
  const main = useRef<HTMLElement>(null);
  // The page fills the rest of the screen under what is above it (ABOVE_PAGE_HEIGHT_PROPERTY in the contract).
  useAbovePageHeight(main);
  return (
    <div className="layout layout--game-play">
      <SkipLink />
      <Header locale={locale} compact />
      <PlaySafety locale={locale}>
        <main ref={main} id={MAIN_ID} tabIndex={-1} className="layout__main layout__main--game">
          {children}
        </main>
      </PlaySafety>
    </div>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  blank: BlankLayout,
  blog: BlogLayout,
  dashboard: DashboardLayout,
  default: DefaultLayout,
  'game-play': GamePlayLayout,
};
