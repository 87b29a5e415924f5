import { lazy, Suspense, useState } from 'react';
import { LoadingState, Modal, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import styles from './Chat.module.css';

// The chat's panel is its own chunk: nothing of it (nor its GET /chat) reaches a page until the player opens it.
const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

/** The live-chat entry: a button on the page that opens the chat (or, without one, the ways to write to support). */
export function ChatEntry() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.launcher} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="chat-entry">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
        </svg>
        <span className={styles.label}>{t('chat.open')}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('chat.open')} size="small" testId="chat-panel">
        <Suspense fallback={<LoadingState />}>{open && <ChatPanel />}</Suspense>
      </Modal>
    </>
  );
}
