import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTestI18n, WithI18n } from '../test-support';
import { InfoTooltip, loadPopoverPanel, NO_CONTAINER_MESSAGE, Popover, POPOVER_AUTO_HIDE_MS } from './Popover';
import { POPOVER_DISPOSE_MS, POPOVER_SHOW_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from './spec';

function setDesktop(desktop: boolean) {
  window.matchMedia = ((query: string) => ({ matches: desktop, media: query, addEventListener() {}, removeEventListener() {} })) as any;
}

describe('InfoTooltip and Popover (SPEC.md section 9)', () => {
  beforeAll(startTestI18n);
  // The timings below are the panel's once its code is on the page (its first download: Popover.lazy.test.tsx).
  beforeAll(() => loadPopoverPanel());
  beforeEach(() => {
    jest.useFakeTimers();
    setDesktop(true);
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('shows the tooltip 100 ms after hover, on top, hides at once and leaves the DOM 150 ms later', async () => {
    render(<InfoTooltip>Wagering means playing the bonus through 35 times.</InfoTooltip>, { wrapper: WithI18n });
    const trigger = await screen.findByRole('button', { name: 'More information' });
    fireEvent.mouseEnter(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.dataset.placement).toBe('top');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseLeave(trigger);
    expect(tooltip.className).not.toContain('open');
    advance(POPOVER_DISPOSE_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('waits 200 ms by default, opens on click at once, and closes with Escape', async () => {
    render(
      <Popover trigger={(props) => <button {...props}>Rules</button>}>Play through the bonus.</Popover>,
      { wrapper: WithI18n },
    );
    const trigger = await screen.findByRole('button', { name: 'Rules' });
    fireEvent.focus(trigger);
    advance(POPOVER_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(POPOVER_DISPOSE_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('stays while the pointer moves from the "i" onto the tooltip, and goes when it leaves (WCAG 1.4.13)', async () => {
    render(<InfoTooltip label="What RTP means">The share of stakes paid back.</InfoTooltip>, { wrapper: WithI18n });
    const trigger = await screen.findByRole('button', { name: 'What RTP means' });
    fireEvent.mouseEnter(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS);
    const tooltip = screen.getByRole('tooltip');
    fireEvent.mouseLeave(trigger);
    advance(POPOVER_DISPOSE_MS / 3);
    fireEvent.mouseEnter(tooltip);
    advance(POPOVER_DISPOSE_MS * 2);
    expect(screen.getByRole('tooltip').className).toContain('open');
    fireEvent.mouseLeave(tooltip);
    advance(POPOVER_DISPOSE_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on a tap and hides by itself on a touch device', async () => {
    setDesktop(false);
    render(<InfoTooltip>Text</InfoTooltip>, { wrapper: WithI18n });
    fireEvent.click(await screen.findByRole('button'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    advance(POPOVER_AUTO_HIDE_MS + POPOVER_DISPOSE_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides by itself on a touch device, never on a desktop', async () => {
    setDesktop(false);
    render(<InfoTooltip>Text</InfoTooltip>, { wrapper: WithI18n });
    fireEvent.mouseEnter(await screen.findByRole('button'));
    advance(TOOLTIP_SHOW_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    advance(POPOVER_AUTO_HIDE_MS + POPOVER_DISPOSE_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();

    setDesktop(true);
    fireEvent.mouseEnter(screen.getByRole('button'));
    advance(TOOLTIP_SHOW_DELAY_MS + POPOVER_AUTO_HIDE_MS * 2);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('reports a missing container to the developer and shows the player nothing of it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Popover container={null} trigger={(props) => <button {...props}>Open</button>}>
        Body
      </Popover>,
      { wrapper: WithI18n },
    );
    fireEvent.click(await screen.findByRole('button'));
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: NO_CONTAINER_MESSAGE }));
    expect(document.body.textContent).not.toContain(NO_CONTAINER_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });
});
