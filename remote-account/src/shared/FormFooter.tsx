import { Button } from '@casino/shared';
import styles from './player-area.module.css';

/** Under a player-area form: the form's error, its success message, and the button that sends it. */
export function FormFooter({
  error,
  success,
  submitText,
  pending,
  testId,
}: {
  error?: string | undefined;
  success?: string | undefined;
  submitText: string;
  pending: boolean;
  testId?: string;
}) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
      {success && (
        <p className={styles.success} role="status" data-testid={testId ? `${testId}-done` : undefined}>
          {success}
        </p>
      )}
      <div>
        <Button type="submit" color="green" loading={pending} text={submitText} />
      </div>
    </>
  );
}
