import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../i18n/i18n';
import { startTestI18n, WithI18n } from '../test-support';
import { Select } from './Select';

const CURRENCIES = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
  { value: 'PLN', label: 'Polish złoty' },
];

function Currency({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Currency"
      options={CURRENCIES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select with search (SPEC.md section 9)', () => {
  beforeAll(startTestI18n);

  it('filters as the player types and Enter chooses, clearing the search and closing the list', async () => {
    const onChange = jest.fn();
    render(<Currency onChange={onChange} />, { wrapper: WithI18n });
    const box = await screen.findByRole('combobox', { name: 'Currency' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dol' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['US dollar']);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith('USD');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('US dollar');
    fireEvent.click(box);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves with the arrows and chooses by click too', async () => {
    const onChange = jest.fn();
    render(<Currency onChange={onChange} />, { wrapper: WithI18n });
    const box = await screen.findByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.click(screen.getByRole('option', { name: 'Polish złoty' }));
    expect(onChange).toHaveBeenCalledWith('PLN');
  });

  it('says "Sorry, no matching options." in the player language when nothing matches', async () => {
    render(<Currency />, { wrapper: WithI18n });
    const box = await screen.findByRole('combobox');
    fireEvent.change(box, { target: { value: 'yen' } });
    expect(screen.getByText('Sorry, no matching options.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Leider keine passenden Optionen.')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });
});
