import { SERVER_STATE_ELEMENT_ID, type ServerState } from './ssr-state';

/** The server's data block, when this page was rendered on the server for this very path. */
export function readServerState(pathname: string): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state.pathname === pathname ? state : undefined;
  } catch {
    return undefined;
  }
}
