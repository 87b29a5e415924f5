import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { NAMESPACE } from '../app/namespace';
import styles from './auth-form.module.css';
import { useTranslation } from '@casino/shared';

/** The id of a field's error text, which its input names in aria-describedby. */
const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** Ties an input to its error for assistive technology. */
export const fieldA11y = (formId: string, name: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? fieldErrorId(formId, name) : undefined,
});

/** A field's translated error message (`error` is a translation key); the browser suites read `<name>-error`. */
export function FieldError({
  formId,
  name,
  error,
}: {
  formId: string;
  name: string;
  error: string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!error) return null;
  return (
    <p id={fieldErrorId(formId, name)} className={styles.fieldError} data-testid={`${name}-error`}>
      {t(error)}
    </p>
  );
}

interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  /** Controlled value and change handler; a react-hook-form field passes its `register()` in `inputProps` instead. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  hint?: string | undefined;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** A labelled input of the sign-in and registration forms, with its hint and its error. */
export function TextField({
  formId,
  name,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  inputProps,
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${formId}-${name}`}>
        {label}
      </label>
      <input
        id={`${formId}-${name}`}
        name={name}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        {...fieldA11y(formId, name, error)}
        // The hint is read with the field too (after the error, when there is one).
        {...(hint ? { 'aria-describedby': [error ? fieldErrorId(formId, name) : '', `${formId}-${name}-hint`].filter(Boolean).join(' ') } : {})}
        {...inputProps}
      />
      {hint && (
        <p id={`${formId}-${name}-hint`} className={styles.hint} data-testid={`${name}-hint`}>
          {hint}
        </p>
      )}
      <FieldError formId={formId} name={name} error={error} />
    </div>
  );
}
