/**
 * '@casino/shared/dev-shell': a remote's standalone page for its own team (`pnpm --filter remote-<x> dev`), a stand-in
 * for the host around the remote's routes. Dev only: imported by each remote's src/dev-shell/bootstrap.ts, never by
 * the host or by code a remote exposes, and the builds leave this path alone (it is not part of the shared singleton).
 */
import { createRoot } from 'react-dom/client';
import { initI18n, type RouteObject } from '@casino/shared';
import { DEFAULT_LOCALE, localeOfPath } from '@casino/contract';
import { DevShell } from './DevShell';
import './dev-shell.css';

export { DevShell } from './DevShell';

/** Renders the dev shell around a remote's exposed routes into the page's #root. */
export function startDevShell(routes: RouteObject[]): void {
  void initI18n(localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(<DevShell routes={routes} />);
}
