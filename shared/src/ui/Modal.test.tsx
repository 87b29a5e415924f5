import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { startTestI18n, WithI18n } from '../test-support';
import { Modal, swipeCloses } from './Modal';
import { MODAL_BASE_LAYER, TERMS_POPUP_LAYER } from './spec';

/**
 * A page with a button that opens a modal titled `title` (with `children` inside and `beside` after the button), as
 * the site's pages open theirs. Answers the button, focused, once it is on the page.
 */
async function renderWithOpener({
  opener = 'Open',
  title,
  children,
  beside,
  ...modal
}: { opener?: string; title: string; children: ReactNode; beside?: ReactNode } & Omit<ComponentProps<typeof Modal>, 'open' | 'onClose' | 'title' | 'children'>) {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>{opener}</button>
        {beside}
        <Modal {...modal} open={open} onClose={() => setOpen(false)} title={title}>
          {children}
        </Modal>
      </>
    );
  }
  render(<Page />, { wrapper: WithI18n });
  const button = await screen.findByRole('button', { name: opener });
  button.focus();
  return button;
}

describe('Modal (SPEC.md section 9)', () => {
  beforeAll(startTestI18n);

  it('stacks layers at 1000 plus 2 per index, and a fixed layer wins (the terms popup: 99992)', async () => {
    render(
      <>
        <Modal open title="First" testId="first" />
        <Modal open title="Second" testId="second" />
        <Modal open title="Terms" testId="terms" layer={TERMS_POPUP_LAYER} dismissible={false} />
      </>,
      { wrapper: WithI18n },
    );
    expect((await screen.findByTestId('first')).dataset.layer).toBe('1000');
    expect(screen.getByTestId('second').dataset.layer).toBe(String(MODAL_BASE_LAYER + 2));
    expect(screen.getByTestId('first-backdrop').style.zIndex).toBe('1000');
    expect(screen.getByTestId('second-backdrop').style.zIndex).toBe('1002');
    expect(screen.getByTestId('terms').dataset.layer).toBe('99992');
  });

  it('is a labelled modal dialog that keeps Tab inside and gives focus back on close', async () => {
    const opener = await renderWithOpener({
      title: 'Deposit',
      children: (
        <>
          <input aria-label="Amount" />
          <button>Pay</button>
        </>
      ),
    });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Pay' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back after the close is painted, not inside the key handler, and never takes it from where it went meanwhile', async () => {
    const opener = await renderWithOpener({ title: 'Deposit', beside: <input aria-label="Search" />, children: <button>Pay</button> });
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Deposit' });
    // Focusing brings the page's style and layout up to date at once: the Escape's handler must not pay for it (INP).
    const focusCalls = jest.spyOn(opener, 'focus');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusCalls).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    focusCalls.mockRestore();

    // Closed again, but the page moved the focus elsewhere before the next paint: it stays there.
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Deposit' });
    fireEvent.keyDown(document, { key: 'Escape' });
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
    expect(document.activeElement).toBe(search);
  });

  it('keepMounted: closing hides it with its contents kept as they were, reopening shows them and moves focus in again', async () => {
    let mounts = 0;
    function Contents() {
      const [typed, setTyped] = useState('');
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input aria-label="Message" value={typed} onChange={(event) => setTyped(event.target.value)} />;
    }
    const opener = await renderWithOpener({ opener: 'Chat', title: 'Live chat', testId: 'chat', keepMounted: true, children: <Contents /> });
    // Nothing of it before the first opening.
    expect(screen.queryByTestId('chat-backdrop')).toBeNull();
    fireEvent.click(opener);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'hello' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('chat-backdrop').hidden).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Closed, it no longer answers keys: Escape or Tab on the page do nothing to it.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(screen.getByTestId('chat-backdrop').hidden).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).value).toBe('hello');
    expect(mounts).toBe(1);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('never restyles <body> to lock the scroll (that repainted the whole page on opening and closing)', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => seen.push(String(record.attributeName))));
    observer.observe(document.body, { attributes: true });
    const { rerender } = render(<Modal open title="Deposit" />, { wrapper: WithI18n });
    await screen.findByRole('dialog', { name: 'Deposit' });
    rerender(<Modal open={false} title="Deposit" />);
    await act(async () => undefined);
    observer.disconnect();
    expect(seen).toEqual([]);
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('closes on a swipe of 10 % of its size or a flick within 300 ms, not on a slow short drag', () => {
    expect(swipeCloses(50, 400, 1000)).toBe(true);
    expect(swipeCloses(39, 400, 1000)).toBe(false);
    expect(swipeCloses(30, 400, 300)).toBe(true);
    expect(swipeCloses(30, 400, 301)).toBe(false);
    expect(swipeCloses(-80, 400, 100)).toBe(false);
  });

  it('closes on a downward touch swipe', async () => {
    const onClose = jest.fn();
    jest.spyOn(Date, 'now').mockReturnValueOnce(0).mockReturnValueOnce(1000);
    render(<Modal open onClose={onClose} title="Swipe" testId="swipe" />, { wrapper: WithI18n });
    const dialog = await screen.findByTestId('swipe');
    dialog.getBoundingClientRect = () => ({ height: 400 }) as DOMRect;
    fireEvent.touchStart(dialog, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientY: 150 }] });
    expect(onClose).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it('cannot be dismissed when it is not dismissible: no close button, Escape, backdrop or swipe', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Accept the terms" dismissible={false} testId="terms" />, { wrapper: WithI18n });
    const dialog = await screen.findByTestId('terms');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('terms-backdrop'));
    fireEvent.touchStart(dialog, { touches: [{ clientY: 0 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientY: 500 }] });
    await act(async () => {});
    expect(onClose).not.toHaveBeenCalled();
  });
});
