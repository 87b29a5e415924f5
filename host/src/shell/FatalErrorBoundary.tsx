import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../remotes/chunk-reload';
import { NotFoundScreen } from './NotFoundScreen';

const reloadThisPage = () => window.location.reload();

interface FatalErrorPageProps {
  error: unknown;
  onReset: () => void;
  /** How the page reloads for a chunk-load error (tests pass their own; jsdom cannot reload). */
  reload?: () => void;
}

/**
 * SPEC.md section 2: an unhandled application error replaces the whole app with the full-screen 404 page; its one
 * green button clears the error and goes to '/'. Remote regions have their own boundaries (src/remotes), so only
 * errors of the shell itself, or ones a region lets through, land here.
 * SPEC.md section 8: a chunk-load error (a chunk of the previous host build is gone after a deploy) first reloads the
 * page through the same guard as the remote regions (once per 10 s per path); only when the guard refuses, the 404.
 */
export function FatalErrorPage({ error, onReset, reload = reloadThisPage }: FatalErrorPageProps) {
  const [outcome, setOutcome] = useState<'deciding' | 'reloading' | 'fatal'>(() =>
    isChunkLoadError(error) ? 'deciding' : 'fatal',
  );
  // The guard records the reload when asked: ask once per error, even if StrictMode runs the effect twice.
  const decided = useRef<unknown>(null);
  useEffect(() => {
    if (outcome !== 'deciding' || decided.current === error) return;
    decided.current = error;
    setOutcome(reloadForChunkError(error, window.location.pathname, reload) ? 'reloading' : 'fatal');
  }, [error, outcome, reload]);
  if (outcome !== 'fatal') return null; // the page is about to reload: no 404 flash before it does
  return <NotFoundScreen fullScreen onHome={onReset} />;
}

interface Props {
  children: ReactNode;
  /** Goes to '/' after the error is cleared (the router's navigate, or a plain location change). */
  goHome: () => void;
  /** How the page reloads for a chunk-load error (tests pass their own). */
  reload?: () => void;
}

export class FatalErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[fatal] the application failed to render', error, info.componentStack);
  }

  private reset = () => {
    this.setState({ error: null });
    this.props.goHome();
  };

  override render() {
    if (this.state.error) {
      return <FatalErrorPage error={this.state.error} onReset={this.reset} reload={this.props.reload} />;
    }
    return this.props.children;
  }
}

/** The event the browser suites dispatch to prove the fatal page: `window.dispatchEvent(new Event(...))`. */
export const RENDER_ERROR_PROBE_EVENT = 'casino:throw-render-error';

/** Throws during render when the probe event arrives: a real render error, caught like any other. */
export function RenderErrorProbe() {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const arm = () => setArmed(true);
    window.addEventListener(RENDER_ERROR_PROBE_EVENT, arm);
    return () => window.removeEventListener(RENDER_ERROR_PROBE_EVENT, arm);
  }, []);
  if (armed) throw new Error('render error requested by the probe event');
  return null;
}
