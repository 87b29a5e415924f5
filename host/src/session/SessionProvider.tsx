// The host mounts the shared session implementation; a remote's dev shell mounts the same one (shared/README.md).
export { connectApiClient, restoreSessionOnce, SessionProvider } from '@casino/shared/session-store';
