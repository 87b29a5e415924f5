import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { useTranslation } from '../i18n/react';

/** SPEC.md section 3, shared button: colours and their default. */
export type ButtonColor = 'green' | 'gold' | 'red' | 'transparent' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';
export type PreloaderColor = 'grey' | 'white';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> {
  /** The label; `children` wins when both are given. */
  text?: string;
  children?: ReactNode;
  color?: ButtonColor;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows the preloader instead of the label and blocks clicks while an action runs. */
  loading?: boolean;
  preloaderColor?: PreloaderColor;
}

export function Button({
  text,
  children,
  color = 'green',
  size = 'medium',
  type = 'button',
  disabled = false,
  loading = false,
  preloaderColor = 'grey',
  className,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('shared');
  const classes = [styles.button, styles[color], styles[size], loading ? styles.loading : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-color={color}
    >
      <span className={styles.label}>{children ?? text}</span>
      {loading && (
        <span className={`${styles.preloader} ${styles[`preloader-${preloaderColor}`] ?? ''}`} role="status">
          <span className={styles.visuallyHidden}>{t('loading')}</span>
        </span>
      )}
    </button>
  );
}
