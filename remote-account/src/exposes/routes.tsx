import { lazy } from 'react';
import { pageRoutes } from '@casino/contract';
import {
  prefetch,
  prefetchForPlayer,
  registerNamespace,
  routeLocale,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { routeManifest } from '../route-manifest';
import { NAMESPACE } from '../app/namespace';
import { balanceQuery } from '../features/balance/balance-api';
import { cashboxBonusesQuery, cashierQuery } from '../features/balance/cashier-api';
import { currenciesQuery } from '../features/balance/currency-accounts-api';
import { responsibleGamingQuery } from '../features/self-exclusion/self-exclusion-api';
import { limitHistoryQuery, limitsQuery } from '../shared/limits-api';
import { profileSection, profileSectionQueries } from '../features/profile/profile-api';
import { dashboardCampaignsQuery } from '../features/bonus-campaigns/bonus-campaigns-api';
import { advertisementsQuery } from '../features/advertisement/advertisement-api';
import { cardsQuery, documentsQuery } from '../features/verification/verification-api';
import { historyFilters, historyQuery, historySection } from '../features/history/history-api';
import { signInPageQueries } from '../shared/sign-in-api';

/**
 * The account remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix). The pages are declared in ../route-manifest.ts; here each gets its
 * code. Pages load lazily, each in its own chunk.
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

const LoginPage = lazy(() => import('../features/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegistrationPage = lazy(() =>
  import('../features/registration/RegistrationPage').then((m) => ({ default: m.RegistrationPage })),
);
const ExternalAuthPage = lazy(() =>
  import('../features/external-auth/ExternalAuthPage').then((m) => ({ default: m.ExternalAuthPage })),
);

/** The robot check's key, the currencies and the providers come with the page: the form does not grow once shown. */
const signInPageLoader = ({ context }: LoaderFunctionArgs) => prefetch(context, ...signInPageQueries());

const historyPage = {
  loader: ({ context, params, request }: LoaderFunctionArgs) => {
    const section = historySection(params.section);
    const filters = historyFilters(new URL(request.url).searchParams);
    return section ? prefetchForPlayer(context, historyQuery(section, filters, routeLocale(params))) : null;
  },
  lazy: async () => ({ Component: (await import('../features/history/HistoryPage')).HistoryPage }),
};
const profilePage = {
  loader: ({ context, params }: LoaderFunctionArgs) => {
    const section = profileSection(params.section);
    return section ? prefetchForPlayer(context, ...profileSectionQueries(section, routeLocale(params))) : null;
  },
  lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
};
/** The older addresses of three profile sections. */
const profileAlias = (alias: 'SecurityAlias' | 'PasswordAlias' | 'SubscriptionsAlias', section: 'security' | 'password' | 'subscriptions') => ({
  loader: ({ context, params }: LoaderFunctionArgs) => prefetchForPlayer(context, ...profileSectionQueries(section, routeLocale(params))),
  lazy: async () => ({ Component: (await import('../features/profile/ProfilePage'))[alias] }),
});

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: pageRoutes(routeManifest, {
      login: { loader: signInPageLoader, element: <LoginPage /> },
      registration: { loader: signInPageLoader, element: <RegistrationPage /> },
      // The external landing and every social callback sign in through POST /sign-in/external.
      'auth-external': { element: <ExternalAuthPage /> },
      'social-auth': { element: <ExternalAuthPage /> },
      'social-check-mailru': { element: <ExternalAuthPage /> },
      'social-check-vkontakte': { element: <ExternalAuthPage /> },
      'social-check-yandex': { element: <ExternalAuthPage /> },
      'confirm-email': {
        lazy: async () => ({ Component: (await import('../features/mail-links/ConfirmEmailPage')).ConfirmEmailPage }),
      },
      'reset-password': {
        lazy: async () => ({ Component: (await import('../features/mail-links/ResetPasswordPage')).ResetPasswordPage }),
      },
      unsubscribe: {
        lazy: async () => ({ Component: (await import('../features/mail-links/UnsubscribePage')).UnsubscribePage }),
      },
      'player-balance': {
        // The accounts' currencies and the cashier too, with the limits its first-deposit prompt reads (issue 35): the page
        // is whole when shown and nothing in it grows afterwards.
        loader: ({ context, params }) =>
          prefetchForPlayer(context, balanceQuery(), currenciesQuery(), cashierQuery(), cashboxBonusesQuery(routeLocale(params)), limitsQuery()),
        lazy: async () => ({ Component: (await import('../features/balance/BalancePage')).BalancePage }),
      },
      'player-bonus-campaigns': {
        loader: ({ context, params }) => prefetchForPlayer(context, dashboardCampaignsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/bonus-campaigns/BonusCampaignsPage')).BonusCampaignsPage }),
      },
      'player-feedback-advertisement': {
        loader: ({ context, params }) => prefetchForPlayer(context, advertisementsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/advertisement/AdvertisementPage')).AdvertisementPage }),
      },
      'player-history': historyPage,
      'player-history-section': historyPage,
      'player-profile': profilePage,
      'player-profile-section': profilePage,
      'player-security': profileAlias('SecurityAlias', 'security'),
      'player-change-pass': profileAlias('PasswordAlias', 'password'),
      'player-change-subscriptions': profileAlias('SubscriptionsAlias', 'subscriptions'),
      'player-self-exclusion': {
        loader: ({ context }) => prefetchForPlayer(context, responsibleGamingQuery()),
        lazy: async () => ({ Component: (await import('../features/self-exclusion/SelfExclusionPage')).SelfExclusionPage }),
      },
      'player-limits': {
        loader: ({ context }) => prefetchForPlayer(context, limitsQuery(), limitHistoryQuery()),
        lazy: async () => ({ Component: (await import('../features/limits/LimitsPage')).LimitsPage }),
      },
      'player-verification': {
        loader: ({ context }) => prefetchForPlayer(context, documentsQuery(), cardsQuery()),
        lazy: async () => ({ Component: (await import('../features/verification/VerificationPage')).VerificationPage }),
      },
    }),
  },
];
