import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadForChunkError } from './chunk-reload';

interface Props {
  remote: string;
  /** Rendered instead of the region after an error; `retry` clears the error and re-attempts. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry: () => void;
  /** When it changes (the player navigated elsewhere), a shown error is cleared and the region tries again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/** One per remote region: whatever a remote throws stays inside its region; the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] the ${this.props.remote} region failed`, error, info.componentStack);
    // A chunk of a newer build is gone: reload (at most once per 10 s per path), else show the fallback.
    if (reloadForChunkError(error)) this.setState({ reloading: true });
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error && !this.state.reloading) {
      this.setState({ error: null });
    }
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null, reloading: false });
  };

  override render(): ReactNode {
    if (this.state.reloading) return null;
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
