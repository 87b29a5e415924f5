import { Suspense } from 'react';
import type { FragmentProps } from '@casino/shared/fragments/contract';
import '../../app/translations';
import { ChatEntry } from '../../features/chat/ChatEntry';

/** Fragment `content/chat`: the live-chat entry the host places on every page (shared/src/fragments/contract.ts). */
export function Fragment(_props: FragmentProps['content/chat']) {
  // The entry's label waits for this remote's strings; until then the page shows no half-made button.
  return (
    <Suspense fallback={null}>
      <ChatEntry />
    </Suspense>
  );
}
