import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

/**
 * Loads something for a page and keeps its state (loading, error with retry, ready). `load` receives an AbortSignal
 * so a page left before the answer arrives does not set state; a change of `key` (language, id) loads again.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string; attempt: number; result: Resource<T> }>({
    key,
    attempt: 0,
    result: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, attempt, result: { status: 'ready', data, reload: again } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, attempt, result: { status: 'error', error, retry: again } });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, again]);

  return state.key === key && state.attempt === attempt ? state.result : { status: 'loading' };
}
