import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteName } from '@casino/contract/release';
import type { HydrationState } from 'react-router';
import type { ServerFormState } from '@casino/contract/form-posts';

/**
 * What a server-rendered page carries for the browser, in a JSON data block (no inline script: the CSP allows none).
 * The browser hydrates from it: the router starts with the server's loader data, the query cache with its answers,
 * so nothing the server already fetched is fetched again.
 */
export const SERVER_STATE_ELEMENT_ID = 'casino-server-state';

export interface ServerState {
  /** The path the server rendered (the browser hydrates only that very path). */
  pathname: string;
  /** The remote whose routes the server joined; absent when the server left the region to the browser. */
  remote?: RemoteName;
  router: HydrationState;
  queries: DehydratedState;
  /**
   * The strings the page rendered with, by namespace (the host's, the shared ones and each remote's on the page), in
   * its language: hydration then never waits for a translation file, which would leave that part of the page
   * server-only (a tap on it lost) until the file came.
   */
  strings: { language: string; namespaces: Record<string, Record<string, unknown>> };
  /**
   * A signed-in player's page (docs/server-render.md, "Signed-in players"): what the guards decided for the session
   * while the server rendered (the terms popup opened on home), for the browser's store to start from. The player
   * is in `queries` (GET /player/display-data).
   */
  session?: { termsPopup: boolean };
  /** The forms' token and a refused form's kept values (render-contract.ts `RenderRequest.form`). */
  form?: ServerFormState;
}
