import { lazy } from 'react';
import {
  prefetch,
  prefetchForPlayer,
  registerNamespace,
  routeLocale,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
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
 * The account remote's route subtree (exposed as './routes'; the host mounts it under /{lang}/*, so paths are
 * relative to the language prefix). Pages load lazily, each in its own chunk.
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

/** The page's title and description keys in this remote's namespace (the host sets the document's metadata). */
const meta = (page: string) => ({ titleKey: `pages.${page}`, descriptionKey: `descriptions.${page}` });

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'login', handle: meta('login'), loader: signInPageLoader, element: <LoginPage /> },
      { path: 'registration', handle: meta('registration'), loader: signInPageLoader, element: <RegistrationPage /> },
      // The external landing and every social callback sign in through POST /sign-in/external.
      { path: 'auth/external', handle: meta('externalAuth'), element: <ExternalAuthPage /> },
      { path: 'social/_auth', handle: meta('socialAuth'), element: <ExternalAuthPage /> },
      { path: 'social/check-mailru', handle: meta('socialAuth'), element: <ExternalAuthPage /> },
      { path: 'social/check-vkontakte', handle: meta('socialAuth'), element: <ExternalAuthPage /> },
      { path: 'social/check-yandex', handle: meta('socialAuth'), element: <ExternalAuthPage /> },
      {
        path: 'confirm/email/*',
        handle: meta('confirmEmail'),
        lazy: async () => ({ Component: (await import('../features/mail-links/ConfirmEmailPage')).ConfirmEmailPage }),
      },
      {
        path: 'reset-password/:hash',
        handle: meta('resetPassword'),
        lazy: async () => ({ Component: (await import('../features/mail-links/ResetPasswordPage')).ResetPasswordPage }),
      },
      {
        path: 'unsubscribe/*',
        handle: meta('unsubscribe'),
        lazy: async () => ({ Component: (await import('../features/mail-links/UnsubscribePage')).UnsubscribePage }),
      },
      {
        path: 'player/balance',
        handle: meta('balance'),
        // The accounts' currencies and the cashier too: the page is whole when shown and nothing in it grows afterwards.
        loader: ({ context, params }) =>
          prefetchForPlayer(context, balanceQuery(), currenciesQuery(), cashierQuery(), cashboxBonusesQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/balance/BalancePage')).BalancePage }),
      },
      {
        path: 'player/bonus-campaigns',
        handle: meta('bonusCampaigns'),
        loader: ({ context, params }) => prefetchForPlayer(context, dashboardCampaignsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/bonus-campaigns/BonusCampaignsPage')).BonusCampaignsPage }),
      },
      {
        path: 'player/feedback/advertisement',
        handle: meta('feedbackAdvertisement'),
        loader: ({ context, params }) => prefetchForPlayer(context, advertisementsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/advertisement/AdvertisementPage')).AdvertisementPage }),
      },
      ...['player/history', 'player/history/:section'].map((path) => ({
        path,
        handle: meta('history'),
        loader: ({ context, params, request }: LoaderFunctionArgs) => {
          const section = historySection(params.section);
          const filters = historyFilters(new URL(request.url).searchParams);
          return section ? prefetchForPlayer(context, historyQuery(section, filters, routeLocale(params))) : null;
        },
        lazy: async () => ({ Component: (await import('../features/history/HistoryPage')).HistoryPage }),
      })),
      ...['player/profile', 'player/profile/:section'].map((path) => ({
        path,
        handle: meta('profile'),
        loader: ({ context, params }: LoaderFunctionArgs) => {
          const section = profileSection(params.section);
          return section ? prefetchForPlayer(context, ...profileSectionQueries(section, routeLocale(params))) : null;
        },
        lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
      })),
      ...(
        [
          ['player/security', 'SecurityAlias', 'security'],
          ['player/change/pass', 'PasswordAlias', 'password'],
          ['player/change/subscriptions', 'SubscriptionsAlias', 'subscriptions'],
        ] as const
      ).map(([path, alias, section]) => ({
        path,
        handle: meta('profile'),
        loader: ({ context, params }: LoaderFunctionArgs) =>
          prefetchForPlayer(context, ...profileSectionQueries(section, routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/profile/ProfilePage'))[alias] }),
      })),
      {
        path: 'player/self-exclusion',
        handle: meta('selfExclusion'),
        loader: ({ context }) => prefetchForPlayer(context, responsibleGamingQuery()),
        lazy: async () => ({ Component: (await import('../features/self-exclusion/SelfExclusionPage')).SelfExclusionPage }),
      },
      {
        path: 'player/limits',
        handle: meta('limits'),
        loader: ({ context }) => prefetchForPlayer(context, limitsQuery(), limitHistoryQuery()),
        lazy: async () => ({ Component: (await import('../features/limits/LimitsPage')).LimitsPage }),
      },
      {
        path: 'player/verification',
        handle: meta('verification'),
        loader: ({ context }) => prefetchForPlayer(context, documentsQuery(), cardsQuery()),
        lazy: async () => ({ Component: (await import('../features/verification/VerificationPage')).VerificationPage }),
      },
    ],
  },
];
