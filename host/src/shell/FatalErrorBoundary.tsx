import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * SPEC.md section 2: an unhandled application error replaces the whole app with the full-screen 404 page; its one
 * green button clears the error and goes to '/'. Remote regions have their own boundaries (src/remotes), so only
 * errors of the shell itself, or ones a region lets through, land here.
 */
export function FatalErrorPage({ onReset }: { onReset: () => void }) {
  return <NotFoundScreen fullScreen onHome={onReset} />;
}

interface Props {
  children: ReactNode;
  /** Goes to '/' after the error is cleared (the router's navigate, or a plain location change). */
  goHome: () => void;
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
    if (this.state.error) return <FatalErrorPage onReset={this.reset} />;
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
