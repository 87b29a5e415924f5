import { Outlet, useLoaderData, useLocation } from '@casino/shared';
import { matchRoute } from '../routing/served-routes';
import type { NavigationData } from '../guards/navigation-loader';
import { LAYOUTS } from '../layouts/layouts';
import { RouteProgressBar } from '../layouts/RouteProgressBar';
import { ChatLauncher } from './ChatLauncher';
import { SwedenButtons } from '../responsible-gaming/SwedenButtons';
import { DocumentLanguage } from './DocumentLanguage';
import { DocumentMeta } from './DocumentMeta';
import { RenderErrorProbe } from './FatalErrorBoundary';
import { NotificationFromQuery } from './NotificationFromQuery';
import { ShellEffects } from './ShellEffects';
import { useFloatingActions } from './floating-actions';
import { LazyTermsPopup as TermsPopup } from './LazyTermsPopup';

/**
 * The element of the root route: the page's layout from the route table (default for Page Not Found), the page
 * itself (Outlet), and what every page has: progress bar, chat button, terms popup, notifications, language tags,
 * analytics, build check.
 */
export function AppShell() {
  const { pathname, search } = useLocation();
  const { locale } = useLoaderData() as NavigationData;
  const match = matchRoute(pathname);
  useFloatingActions(pathname);
  const Layout = LAYOUTS[match.kind === 'page' ? match.entry.layout : 'default'];
  return (
    <>
      <RouteProgressBar />
      <SwedenButtons locale={locale} />
      <Layout locale={locale}>
        <Outlet />
      </Layout>
      <ChatLauncher />
      <TermsPopup locale={locale} />
      <NotificationFromQuery />
      <DocumentLanguage locale={locale} pathname={pathname} search={search} />
      <DocumentMeta />
      <ShellEffects locale={locale} />
      <RenderErrorProbe />
    </>
  );
}
