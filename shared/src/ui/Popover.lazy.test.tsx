import { fireEvent, render, screen } from '@testing-library/react';
import { startTestI18n, WithI18n } from '../test-support';

// Whether the page has asked for Floating UI yet: the factory runs when the module is first required.
let mockFloatingLoaded = false;
jest.mock('@floating-ui/react-dom', () => {
  mockFloatingLoaded = true;
  return jest.requireActual('@floating-ui/react-dom');
});

describe('the info tooltip downloads its floating panel only when a player reaches for it (issue 34)', () => {
  beforeAll(startTestI18n);

  it('renders its trigger without Floating UI, and shows the panel after the first hover', async () => {
    const { InfoTooltip } = await import('./Popover');
    render(<InfoTooltip label="What RTP means">The share of stakes paid back.</InfoTooltip>, { wrapper: WithI18n });
    const trigger = await screen.findByRole('button', { name: 'What RTP means' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(mockFloatingLoaded).toBe(false);

    fireEvent.mouseEnter(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(mockFloatingLoaded).toBe(true);
    expect(tooltip.textContent).toBe('The share of stakes paid back.');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
