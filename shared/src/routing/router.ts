/**
 * The router every app uses: React Router's run-time API, re-exported by @casino/shared (a federation singleton), so
 * the page has one router and one set of router contexts.
 *
 * Why not share 'react-router' itself: federation ships a shared package whole, because it cannot know which exports
 * another app will use. React Router whole is 61 KB gzip; the names below are 31 KB. Re-exported from this singleton,
 * the bundler keeps only these names and everything they need (docs/server-render.md, "A lighter first load").
 *
 * The contract for the apps:
 * - Import router values from '@casino/shared', never from 'react-router' or 'react-router-dom' (the lint rule
 *   enforces it): a direct import would bundle a second router whose hooks do not see the host's router.
 * - A name missing here is a change to @casino/shared: add it, and release the host before the remote that uses it
 *   (the same order as any new @casino/shared export; docs/releases.md, check 6).
 * - Types cost no bytes: `import type` from 'react-router' is allowed, and the common ones are re-exported below.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place the package is imported
export {
  // components
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  // the router (the host's app router, the dev shell's)
  createBrowserRouter,
  createContext as createRouterContext,
  matchRoutes,
  // loader results
  redirect,
  replace,
  // hooks
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  HydrationState,
  LinkProps,
  LoaderFunctionArgs,
  Location,
  NavigateFunction,
  Params,
  RouteObject,
} from 'react-router';
