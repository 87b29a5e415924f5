import type { FragmentProps } from '@casino/contract/fragments';
import '../../app/translations';
import { ChatPanel } from '../../features/chat/ChatPanel';

/**
 * Fragment `content/chat` (contract/src/fragments.ts): the live chat's contents. The host draws the chat button
 * on every page and the dialog around this, so no page downloads it (nor asks GET /chat) until a player opens it.
 */
export function Fragment(_props: FragmentProps['content/chat']) {
  return <ChatPanel />;
}
