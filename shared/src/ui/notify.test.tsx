import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { notify, onToastRaised, TOAST_DURATION_MS, TOAST_WIDTH_PX } from './notify';
import { toastContainerProps } from './toast-container';

describe('notify() over react-toastify (SPEC.md section 9)', () => {
  it('configures the container: top-right, 3000 ms, 300 px wide, no limit', () => {
    expect(toastContainerProps.position).toBe('top-right');
    expect(toastContainerProps.autoClose).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(toastContainerProps.limit).toBeUndefined();
    expect(toastContainerProps.style).toEqual({ '--toastify-toast-width': `${TOAST_WIDTH_PX}px` });
    expect(TOAST_WIDTH_PX).toBe(300);
  });

  it('shows the title and text of a notification with its type', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      notify({ title: 'Terms', text: 'Could not accept the terms', type: 'error' });
    });
    expect(await screen.findByText('Could not accept the terms')).toBeTruthy();
    expect(screen.getByText('Terms').className).toContain('casino-toast__title');
    expect(document.querySelector('.Toastify__toast--error')).not.toBeNull();
  });

  it('keeps one toast per group, updated in place', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      notify({ text: 'Network down', group: 'network', type: 'warn' });
    });
    await screen.findByText('Network down');
    act(() => {
      notify({ text: 'Network still down', group: 'network', type: 'warn' });
    });
    expect(await screen.findByText('Network still down')).toBeTruthy();
    expect(screen.queryByText('Network down')).toBeNull();
  });
});

describe('a toast raised before the container has loaded (the container loads with the first toast)', () => {
  it('is told to the container loader, and shows once the container mounts; a group shows only its latest text', async () => {
    const raised = jest.fn();
    const stop = onToastRaised(raised);
    // The tests above raised toasts already, so it was told at once; from here on, once per toast.
    expect(raised).toHaveBeenCalledTimes(1);
    raised.mockClear();
    const id = notify({ text: 'Saved before the container came' });
    notify({ text: 'Balance old', group: 'balance' });
    notify({ text: 'Balance new', group: 'balance' });
    stop();
    expect(raised).toHaveBeenCalledTimes(3);
    expect(typeof id).toBe('string');
    // Let notify's library import settle, with still no container on the page.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText('Saved before the container came')).toBeNull();
    render(<ToastContainer {...toastContainerProps} />);
    expect(await screen.findByText('Saved before the container came')).toBeTruthy();
    expect(await screen.findByText('Balance new')).toBeTruthy();
    expect(screen.queryByText('Balance old')).toBeNull();
  });
});

describe('a toast raised before anyone listened (a fresh page whose address carries a notification)', () => {
  it('tells a listener that subscribes afterwards at once, so the container still mounts', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module: no toast raised yet
      const fresh = require('./notify') as typeof import('./notify');
      const before = jest.fn();
      fresh.onToastRaised(before)();
      expect(before).not.toHaveBeenCalled();
      fresh.notify({ text: 'Raised in the first effects' });
      const late = jest.fn();
      const stop = fresh.onToastRaised(late);
      expect(late).toHaveBeenCalledTimes(1);
      stop();
    });
  });
});
