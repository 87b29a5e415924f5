/**
 * '@casino/shared/session-store': the one implementation of the session contract (jotai atoms, actions, provider).
 * The host mounts it for the players' page and a remote's dev shell mounts the same code for its standalone page.
 * Outside the shared singleton (like dev-shell): each importer bundles it into its own chunk, and remotes' pages
 * never import it; they read the session with `useSignedIn`, `usePlayer`, `useSessionActions`. shared/README.md.
 */
export * from './atoms';
export * from './actions';
export { connectApiClient, restoreSessionOnce, SessionProvider } from './SessionProvider';
