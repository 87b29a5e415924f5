import type { ReactNode } from 'react';
import styles from './link-state.module.css';

/** The outcome of a link a player followed from a mail (done, expired, invalid): a heading, a sentence, what next. */
export function LinkState({
  tone,
  title,
  text,
  children,
  testId,
}: {
  tone: 'success' | 'warning' | 'error';
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className={`${styles.state} ${styles[tone]}`} role={tone === 'success' ? 'status' : 'alert'} data-testid={testId}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
