import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';
// From the root entry: this file is bundled into the page that uses it, outside the singleton (src/index.ts).
import { formatNumber, useTranslation } from '@casino/shared';
import { formatCalendarDay, parseCalendarDay } from './calendar-day';

interface FieldFrame {
  label: string;
  hint?: string;
  error?: string;
}

/** Label, control, hint and error, wired for screen readers (the error is announced and marks the control invalid). */
function Field({ id, label, hint, error, children }: FieldFrame & { id: string; children: (describedBy: string | undefined) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, hint, error, type = 'text', className, ...input }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input {...input} id={id} type={type} className={`${styles.input} ${className ?? ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </Field>
  );
}

/** A password the player can show and hide; the button says which it will do. */
export function PasswordField({ label, hint, error, className, ...input }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('shared');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className={styles.withAction}>
          <input
            {...input}
            id={id}
            type={visible ? 'text' : 'password'}
            className={`${styles.input} ${className ?? ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button type="button" className={styles.action} aria-pressed={visible} aria-controls={id} onClick={() => setVisible((v) => !v)} disabled={input.disabled}>
            {visible ? t('password.hide') : t('password.show')}
          </button>
        </div>
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...select
}: FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select {...select} id={id} className={`${styles.input} ${styles.select} ${className ?? ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ label, error, className, ...input }: Omit<InputProps, 'type' | 'hint'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={`${styles.checkboxField} ${error ? styles.invalid : ''}`}>
      <input {...input} id={id} type="checkbox" className={`${styles.checkbox} ${className ?? ''}`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface DateFieldProps extends FieldFrame {
  /** The day as the address and the API write it ("2026-11-27"), or "" for none. */
  value: string;
  /** Called with a real day ("2026-11-27") once the player has typed one, or "" when they cleared the field. */
  onValueChange: (isoDay: string) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The example day the hint and the error show, fixed so the server and the browser write the same. */
const EXAMPLE_DAY = '2026-11-27';

/**
 * A day in the page language's own form ("27.11.2026" in de, "11/27/2026" in en): a text input with the language's
 * pattern as its hint, not `<input type="date">`, whose picker and format follow the browser's language. It takes what
 * the player types as soon as it is a whole real day (a four-digit year), says so when they leave a field that is not,
 * and hands the day on as "YYYY-MM-DD". Labelled, the pattern read out as its description, all keyboard.
 */
export function DateField({ label, hint, error, value, onValueChange, className, ...input }: DateFieldProps) {
  const { t, i18n } = useTranslation('shared');
  const locale = i18n.language || 'en';
  const id = useId();
  const shown = formatCalendarDay(value, locale);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (the address changed, the language changed) replaces what is typed.
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
    setInvalid(false);
  }
  const pattern = t('date.pattern');
  /** Takes the typed text when it is a day or empty; false when it is neither. */
  const take = (typed: string) => {
    if (!typed.trim()) {
      if (value) onValueChange('');
      return true;
    }
    const day = parseCalendarDay(typed, locale);
    if (!day) return false;
    if (day !== value) onValueChange(day);
    return true;
  };
  const leave = () => {
    const ok = take(text);
    setInvalid(!ok);
    if (ok) setText(formatCalendarDay(parseCalendarDay(text, locale) ?? '', locale));
  };
  return (
    <Field
      id={id}
      label={label}
      hint={hint ?? t('date.hint', { pattern })}
      error={error ?? (invalid ? t('date.invalid', { pattern, example: formatCalendarDay(EXAMPLE_DAY, locale) }) : undefined)}
    >
      {(describedBy) => (
        <input
          {...input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          className={`${styles.input} ${className ?? ''}`}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            if (take(event.target.value)) setInvalid(false);
          }}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter') leave();
          }}
        />
      )}
    </Field>
  );
}

export interface FileUploadProps extends FieldFrame {
  accept?: string;
  onFile: (file: File) => void;
  /** 0-100 while uploading, 'unknown' while uploading with no measure (fetch reports none), null otherwise. */
  progress?: number | 'unknown' | null;
  fileName?: string;
  disabled?: boolean;
}

/** Choose a document and watch it upload; the progress is a real progressbar for screen readers. */
export function FileUpload({ label, hint, error, accept, onFile, progress = null, fileName, disabled }: FileUploadProps) {
  const { t, i18n } = useTranslation('shared');
  const id = useId();
  const uploading = progress !== null;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className={styles.upload}>
          <input
            id={id}
            type="file"
            className={styles.fileInput}
            accept={accept}
            disabled={disabled || uploading}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
            }}
          />
          <span className={styles.fileButton} aria-hidden="true">
            {t('file.choose')}
          </span>
          <span className={styles.fileName}>{fileName ?? t('file.none')}</span>
          {progress === 'unknown' && (
            // An indeterminate progressbar (no aria-valuenow): a moving bar and the word, never a made-up percentage.
            <span className={`${styles.progress} ${styles.progressUnknown}`} role="progressbar" aria-label={t('file.uploading')}>
              <span className={styles.progressBar} />
              <span className={styles.progressText}>{t('file.uploading')}…</span>
            </span>
          )}
          {typeof progress === 'number' && (
            <span className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} aria-label={t('file.uploading')}>
              <span className={styles.progressBar} style={{ width: `${progress}%` }} />
              <span className={styles.progressText}>{formatNumber(progress / 100, i18n.language, { style: 'percent' })}</span>
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
