import type { ReactNode } from 'react';
import type { Locale } from '@casino/contract';
import type { LayoutName } from '../routing/served-routes';
import { DashboardNav } from './DashboardNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { PlaySafety } from '../responsible-gaming/PlaySafety';
import './layouts.css';

export interface LayoutProps {
  locale: Locale;
  children: ReactNode;
}

/** No header or footer: callbacks and landings that only pass through (external auth, social callbacks). */
export function BlankLayout({ children }: LayoutProps) {
  return <main className="layout layout--blank">{children}</main>;
}

export function DefaultLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--default">
      <Header locale={locale} />
      <main className="layout__main">{children}</main>
      <Footer locale={locale} />
    </div>
  );
}

/** The blog reads best in one narrow column. */
export function BlogLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--blog">
      <Header locale={locale} />
      <main className="layout__main layout__main--narrow">{children}</main>
      <Footer locale={locale} />
    </div>
  );
}

/** The player area: side navigation next to the page (above it on phones). */
export function DashboardLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--dashboard">
      <Header locale={locale} />
      <div className="layout__dashboard">
        <DashboardNav locale={locale} />
        <main className="layout__main">{children}</main>
      </div>
      <Footer locale={locale} />
    </div>
  );
}

/** Real-money play: a compact header and the game taking the rest of the screen, no footer. */
export function GamePlayLayout({ locale, children }: LayoutProps) {
  return (
    <div className="layout layout--game-play">
      <Header locale={locale} compact />
      <PlaySafety locale={locale}>
        <main className="layout__main layout__main--game">{children}</main>
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
