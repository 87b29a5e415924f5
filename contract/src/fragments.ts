import type { ComponentType } from 'react';
import type { Locale } from './schemas/locales';
import type { RemoteName } from './release';
import type { RouterContextProvider } from 'react-router';

/**
 * Fragments (ARCHITECTURE.md "Fragments"): a team's piece placed on another team's page. The owner exposes it from
 * `src/exposes/fragments/<name>.tsx` as federation module `./fragments/<name>`, exporting `Fragment`, a component
 * that takes exactly the props named here; the page places it with `<FragmentSlot name="<owner>/<name>" props={...} />`
 * (`@casino/shared`), which loads it at run time, isolated in its own error boundary: a failing fragment shows its
 * fallback (or nothing) and never takes the page down. No remote imports another.
 *
 * Adding a fragment: the owner's exposed file and its `exposes` entry in rspack.config.mjs, and its props here (types
 * only: no app's run time reads this file, so no host build). A team may ship before this line lands by declaring the
 * props in its own package (`declare module '@casino/contract/fragments' { interface FragmentProps { ... } }`,
 * docs/pages.md). The host keeps no list of fragments: each remote build records the ones its pages place
 * (mf-manifest.json `casinoFragments.places`) and release control checks them against what the owners' served
 * versions expose (host/server/release/checks.ts, check `fragments`).
 *
 * A fragment that fetches data may also export `prefetch`, and the page that places it calls `primeFragment` from
 * its route loader: the fragment is then whole in the page's first render instead of growing after it and moving
 * what is below (docs/pages.md, "Another team's piece on your page").
 */
export interface FragmentProps {
  /** games: the jackpot pools (GET /jackpots/pool) in the player's currency; the content home page and the lobby. */
  'games/jackpots': { variant?: 'wide' | 'compact' };
  /** games: the home tab's rows of games (GET /game/tab-home); the content home page. */
  'games/home-games': { rows?: number };
  /**
   * games: the quick search (GET /game/window-search) inside the panel the header's search button opens. The host
   * draws the button and the panel and mounts this only once the player opens it; `onClose` when the player picked a
   * result (`done`) or pressed Escape with nothing left to close (`escape`: the host puts focus back on its button).
   */
  'games/quick-search': { locale: Locale; onClose: (reason: 'done' | 'escape') => void };
  /**
   * promotions: the bonus campaigns a game counts for (GET /bonus-campaign/campaign-list-for-game-page/{gameGlobalId});
   * a game's global id is `games-<slug>`, the same shape as its bare page address (contract/src/routing/game-address.ts).
   */
  'promotions/game-campaigns': { gameGlobalId: string };
  /**
   * content: the live chat's contents (GET /chat): the greeting or the offline message and the ways to reach support.
   * The host draws the chat button on every page and the dialog, and mounts this only once the player opens it.
   */
  'content/chat': Record<string, never>;
}

export type FragmentName = keyof FragmentProps;

/** What the loader of the page that places a fragment passes to the fragment's `prefetch`. */
export interface FragmentPrefetchArgs {
  /** The loader's router context: the page's query cache (`prefetch(context, ...)`, as in any loader). */
  context: Readonly<RouterContextProvider> | undefined;
  /** The page's language. */
  locale: Locale;
}

/** What an owner's `./fragments/<name>` module exports. */
export interface FragmentModule<N extends FragmentName> {
  Fragment: ComponentType<FragmentProps[N]>;
  /** Optional: puts what the fragment shows first in the query cache, so it renders whole at once (`primeFragment`). */
  prefetch?: (props: FragmentProps[N], args: FragmentPrefetchArgs) => Promise<unknown>;
}

/** `games/jackpots` -> the games remote's exposed module `./fragments/jackpots`. */
export function fragmentSource(name: FragmentName): { remote: RemoteName; expose: string } {
  const [remote, fragment] = name.split('/') as [RemoteName, string];
  return { remote, expose: `./fragments/${fragment}` };
}
