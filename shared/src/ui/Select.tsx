import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SELECT_CHOOSE_KEY } from './spec';
import styles from './Select.module.css';
// From the root entry: this file is bundled into the page that uses it, outside the singleton (src/index.ts).
import { useTranslation } from '@casino/shared';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  testId?: string;
}

/**
 * A select with search (WAI-ARIA combobox): typing filters, arrows move, Enter chooses; choosing clears the search
 * and closes the list (SPEC.md section 9). Nothing matching says so in the player's language.
 */
export function Select({ label, options, value, onChange, placeholder, disabled, error, testId }: SelectProps) {
  const { t } = useTranslation('shared');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const selected = options.find((option) => option.value === value);
  const matches = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
  }, [options, query]);

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === SELECT_CHOOSE_KEY) {
      if (open) {
        event.preventDefault();
        choose(matches[active]);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${open ? styles.open : ''} ${error ? styles.invalid : ''}`}>
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches.length ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          className={styles.input}
          value={open ? query : (selected?.label ?? '')}
          placeholder={open ? (selected?.label ?? t('select.search')) : (placeholder ?? t('select.placeholder'))}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery('');
          }}
          onKeyDown={onKeyDown}
        />
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      {/* No match: a status line, not an empty listbox (a listbox must hold options: ARIA, axe aria-required-children). */}
      {open && matches.length === 0 && (
        <div id={listId} role="status" className={styles.list}>
          <p className={styles.empty}>{t('select.noMatch')}</p>
        </div>
      )}
      {open && matches.length > 0 && (
        <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
          {matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
