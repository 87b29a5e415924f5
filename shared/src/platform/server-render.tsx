import { createContext, Suspense, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { PageHead } from './page-head';
import { noSubscription } from './no-subscription';

/**
 * Server rendering (docs/server-render.md). The edge renders a guest's first page with the same components the
 * browser then hydrates; these are the few places that must know which side they run on.
 */

/** True inside a server render (the host's server entry provides it); false in the browser, hydration included. */
export const RenderingOnServerContext = createContext(false);

export const useRenderingOnServer = () => useContext(RenderingOnServerContext);

/**
 * Whether this component's markup came from the server: true on the server and for a component that hydrated (for its
 * whole life), false for one the browser rendered itself. It never changes, so it never renders the component again:
 * a store whose value changed at hydration makes React render every component using it again, synchronously, in one
 * blocking task (useSyncExternalStore calls `getServerSnapshot` only for a server render or a hydration).
 */
export function useCameFromServer(): boolean {
  const cameFromServer = useRef(false);
  return useSyncExternalStore(
    noSubscription,
    () => cameFromServer.current,
    () => (cameFromServer.current = true),
  );
}

/** The digest of a boundary the server left to the browser on purpose: the browser renders it with no error logged. */
export const CLIENT_ONLY_DIGEST = 'casino-client-only';

/** Thrown on the server inside a ClientOnly boundary: React streams the fallback and the browser renders the content. */
export class ClientOnlyRender extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('rendered in the browser');
  }
}

function RefuseOnServer(): never {
  throw new ClientOnlyRender();
}

/**
 * Content the server leaves to the browser (a remote whose server build could not load, something that needs the
 * browser to decide): the server sends `fallback`, the browser renders `children` in its place when it hydrates.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const onServer = useRenderingOnServer();
  return <Suspense fallback={fallback}>{onServer ? <RefuseOnServer /> : children}</Suspense>;
}

export type { PageEntity, PageHead, PageMeta, PageOrganization } from './page-head';

/** Told the head during a server render; null in the browser, where DocumentMeta writes the document head itself. */
export interface PageHeadCollector {
  report(part: PageHead): void;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);
