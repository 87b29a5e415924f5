import { useState } from 'react';
import { ErrorState, FragmentSlot, LoadingState, Modal, prefetchFragment, useTranslation } from '@casino/shared';

const prefetch = () => prefetchFragment('content/chat');
/**
 * The dialog's contents, one element for the page's life: opening and closing re-render the launcher, and React skips
 * an unchanged element, so the chat's tree is not rendered again on either (issue 36, INP).
 */
const CHAT = <FragmentSlot name="content/chat" props={{}} loading={<LoadingState />} fallback={<ErrorState />} />;

/**
 * The live-chat button on every page (SPEC.md section 7, /chat) and its dialog, whose contents are the content team's
 * fragment `content/chat`. The button is the host's, so a page downloads nothing of the chat (nor asks GET /chat)
 * until the pointer or focus reaches it.
 */
export function ChatLauncher() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="chat-entry"
        data-floating-action
      >
        <svg className="chat-launcher__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
        </svg>
        <span className="chat-launcher__label">{t('chat.open')}</span>
      </button>
      {/* Mounted on the first opening and kept (hidden) when closed: closing only hides it, reopening shows it as left. */}
      <Modal open={open} onClose={() => setOpen(false)} title={t('chat.open')} size="small" testId="chat-panel" keepMounted>
        {CHAT}
      </Modal>
    </>
  );
}
