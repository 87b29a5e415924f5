import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('is loading until the answer comes, then ready with the data', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = () => new Promise<string>((resolve) => (answer = resolve));
    const { result } = renderHook(() => useResource('en', load));
    expect(result.current.status).toBe('loading');

    await act(async () => answer('lobby'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'lobby' });
  });

  it('reports an error with a retry that loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('lobby');
    const { result } = renderHook(() => useResource('en', load));
    await waitFor(() => expect(result.current.status).toBe('error'));

    const { retry } = result.current as Extract<typeof result.current, { status: 'error' }>;
    act(() => retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'lobby' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when the key changes and aborts what the old key asked for', async () => {
    const signals: AbortSignal[] = [];
    const load = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(signals.length);
    });
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), { initialProps: { key: 'en' } });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));

    rerender({ key: 'fr' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});
