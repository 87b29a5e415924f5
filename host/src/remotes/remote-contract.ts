import type { RemoteName } from '@casino/contract/release';
import type { RouteObject } from 'react-router';

/**
 * What the host expects of each remote's exposed modules (HOST_MOUNTED_MODULES in contract/src/release.ts).
 * The `typeof import(...)` lines are checked against the remotes' src/exposes/ (host/tsconfig.json "paths"), so an
 * incompatible change to an exposed module fails the host's `pnpm typecheck`, before any release.
 */
export interface RemoteRoutesModule {
  /** Route objects relative to /{lang}: e.g. { path: 'tournaments/list' }; the host mounts them under /{lang}/*. */
  routes: RouteObject[];
}

type Satisfies<Contract, Actual extends Contract> = Actual;

export interface ExposedModules {
  games: { './routes': Satisfies<RemoteRoutesModule, typeof import('remote_games/routes')> };
  account: { './routes': Satisfies<RemoteRoutesModule, typeof import('remote_account/routes')> };
  content: { './routes': Satisfies<RemoteRoutesModule, typeof import('remote_content/routes')> };
  promotions: { './routes': Satisfies<RemoteRoutesModule, typeof import('remote_promotions/routes')> };
}

export type ExposeName<R extends RemoteName> = keyof ExposedModules[R] & string;
