import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTestI18n, WithI18n } from '../test-support';
import { Button } from './Button';

describe('Button (SPEC.md section 3)', () => {
  beforeAll(startTestI18n);

  it('is a green "button"-type button by default', async () => {
    render(<Button text="Play" />, { wrapper: WithI18n });
    const button = await screen.findByRole('button', { name: 'Play' });
    expect(button.getAttribute('data-color')).toBe('green');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('prefers children over text and takes colour, size and type', async () => {
    render(
      <Button text="ignored" color="gold" size="large" type="submit">
        Deposit
      </Button>,
      { wrapper: WithI18n },
    );
    const button = await screen.findByRole('button', { name: 'Deposit' });
    expect(button.getAttribute('data-color')).toBe('gold');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('large');
  });

  it('blocks clicks and shows a translated preloader while loading', async () => {
    const onClick = jest.fn();
    render(<Button text="Accept" loading onClick={onClick} />, { wrapper: WithI18n });
    const button = await screen.findByRole('button', { name: /Accept/ });
    act(() => {
      fireEvent.click(button);
    });
    expect(onClick).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('status').className).toContain('preloader-grey');
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    render(<Button text="Send" disabled onClick={onClick} />, { wrapper: WithI18n });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
