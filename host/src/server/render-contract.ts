import type { PageHead } from '@casino/shared/platform/page-head';
import type { RemoteName } from '@casino/contract/release';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import type { ServerFormState } from '@casino/contract/form-posts';
import type { ServerState } from './ssr-state';

/** One remote's server build for a request: the version the release map gives this visitor, and its entry URL. */
export interface ServerRemote {
  version: string;
  /** `<version folder>/server/remoteEntry.js` on the CDN. */
  entry: string;
  /**
   * sha256 (hex) of every file of the version's `server/` folder, by name inside it, as recorded when the version was
   * published (host/server/release/publish-server-files.ts). The loader refuses a file not listed or whose bytes
   * differ (shared/federation/server-remote-loader.cjs); without it the version's server build is not loaded at all.
   */
  files?: Record<string, string>;
}

/** What the edge asks of the host's server build (host/dist/server/main.js), one call per page (docs/server-render.md). */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The platform API the render's loaders call, e.g. http://127.0.0.1:4000 (never the public edge). */
  apiUrl: string;
  /** This visitor's release of each remote (the same map the browser gets), as server build entries. */
  remotes: Partial<Record<RemoteName, ServerRemote>>;
  /** The pages of those versions (their route manifests): the render's routing, guards and layouts match against them. */
  routes: readonly RouteEntry[];
  acceptLanguage: string;
  rememberedLocale: string | null;
  userAgent: string;
  /** A CDN's device verdict (SPEC.md section 9), when there is one. */
  deviceHint: string | null;
  /**
   * A signed-in player's `auth_token` cookie: the render's API calls carry it (this render's alone, read through
   * AsyncLocalStorage, never kept), and the page is that player's. Absent for a guest's page. The edge never caches
   * such a page (docs/server-render.md, "Signed-in players").
   */
  authToken?: string;
  /**
   * What the page's forms draw (docs/server-render.md, "Forms the edge answers"): the session's form token on a
   * signed-in player's page, and a refused form's typed values and error codes when the edge renders it again.
   */
  form?: ServerFormState;
  /** How long the render may wait for a remote's server build or the API before it leaves that part to the browser. */
  deadlineMs: number;
}

/** A rendered page, as the edge puts it together (head, #root, stylesheets, data block). */
interface RenderedPageParts {
  kind: 'page';
  html: string;
  /** Resource hints React rendered for the page (an image's preload), for the document's head. */
  hoisted: string;
  head: PageHead & { lang: string };
  /** The remotes whose code is in the HTML (their stylesheets belong in the head). */
  remotes: RemoteName[];
  /** Parts the server left to the browser (a remote's server build or an API call past its deadline). */
  leftToBrowser: string[];
}

export type RenderResult =
  /** A guard's decision: the edge answers with a real HTTP redirect. */
  | { kind: 'redirect'; status: number; location: string }
  /** The page, rendered: the edge puts `html` into #root, the head, the stylesheets of `remotes`, and the state block. */
  | (RenderedPageParts & { state: ServerState })
  /** The API refused the request's token (expired, revoked, forged): the edge serves the guest's page, the browser refreshes it. */
  | { kind: 'token-refused' }
  /** Nothing the server should render (an error in a loader): the edge sends the browser-rendered page. */
  | { kind: 'browser'; reason: string };

/**
 * What the host's server build answers (entry.ts), through a render worker (host/server/render-workers/worker.cjs): a
 * page's `state` comes as the data block's JSON text, already safe inside a `<script>` (`stateJson`, written once by
 * json-for-html.ts `jsonForHtml`); the edge puts it into the page as is instead of serialising the object again.
 */
export type WorkerRenderResult = Exclude<RenderResult, { kind: 'page' }> | (RenderedPageParts & { stateJson: string });
