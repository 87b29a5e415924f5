import type { ReactNode } from 'react';
import { Button, Modal, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../app/namespace';
import styles from './player-area.module.css';

/**
 * The question before an action that moves money or changes the account: what will happen, then confirm or cancel.
 * The action's error shows inside the dialog, so the player can try again without losing what the dialog holds.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  onConfirm,
  onClose,
  pending = false,
  error,
  danger = false,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** A translation key. */
  error?: string | undefined;
  danger?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={pending ? undefined : onClose}
      title={title}
      size="small"
      testId={testId}
      footer={
        <div className={styles.actions}>
          <Button color="transparent" text={t('actions.cancel')} onClick={onClose} disabled={pending} />
          <Button color={danger ? 'red' : 'green'} text={confirmText} loading={pending} onClick={onConfirm} />
        </div>
      }
    >
      <div className={styles.stack}>
        {children}
        {error && (
          <p className={styles.error} role="alert">
            {t(error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
