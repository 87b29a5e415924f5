/**
 * The singletons check (dev and production; a few hundred bytes). The host and each remote record the identity of
 * the libraries and instances THEY see; an e2e test then asserts there is exactly one of each on the page.
 *
 * Shape, readable from the page (JSON-serialisable):
 *   window.__casinoSingletons = {
 *     apps:     { host: { react: 1, reactDom: 1, apiClient: 1, i18n: 1, jotaiStore: 1 }, remote_games: {...}, ... },
 *     distinct: { react: 1, reactDom: 1, apiClient: 1, i18n: 1, jotaiStore: 1 },   // how many different objects
 *   }
 * Each number is an identity id: two apps with the same id saw the very same object. `distinct.x > 1` means a
 * duplicated singleton. The id table lives on window (not in this module) so that even two copies of this file
 * (exactly the fault it detects) number objects consistently.
 */
export const SINGLETON_KINDS = ['react', 'reactDom', 'apiClient', 'i18n', 'jotaiStore'] as const;
export type SingletonKind = (typeof SINGLETON_KINDS)[number];

/** What an app passes: the objects it imported itself (react: createElement, reactDom: createPortal are enough). */
export type SeenSingletons = Record<SingletonKind, object>;

export interface SingletonsRegistry {
  apps: Record<string, Record<SingletonKind, number>>;
  distinct: Record<SingletonKind, number>;
}

interface IdentityTable {
  ids: WeakMap<object, number>;
  next: number;
}

declare global {
  interface Window {
    __casinoSingletons?: SingletonsRegistry;
    __casinoSingletonIds?: IdentityTable;
  }
}

function identityOf(table: IdentityTable, value: object): number {
  let id = table.ids.get(value);
  if (id === undefined) {
    id = table.next++;
    table.ids.set(value, id);
  }
  return id;
}

/** Records what `app` (the host or a federation name such as "remote_games") sees; safe to call on every render. */
export function recordSingletons(app: string, seen: SeenSingletons): SingletonsRegistry | undefined {
  if (typeof window === 'undefined') return undefined;
  const table = (window.__casinoSingletonIds ??= { ids: new WeakMap(), next: 1 });
  const registry = (window.__casinoSingletons ??= {
    apps: {},
    distinct: { react: 0, reactDom: 0, apiClient: 0, i18n: 0, jotaiStore: 0 },
  });
  const ids = {} as Record<SingletonKind, number>;
  for (const kind of SINGLETON_KINDS) ids[kind] = identityOf(table, seen[kind]);
  registry.apps[app] = ids;
  for (const kind of SINGLETON_KINDS) {
    registry.distinct[kind] = new Set(Object.values(registry.apps).map((appIds) => appIds[kind])).size;
  }
  return registry;
}
