import { apiClient } from '@casino/shared';
import type { Channel } from './mail-links';

/** The mail links' requests, typed by the endpoint map. */
export const checkEmailSignature = (signature: string) =>
  apiClient.call<'dashboard.checkSignature'>('dashboard.checkSignature', { body: { signature } });

export const unsubscribe = (channel: Channel) =>
  apiClient.call<'player.unsubscribe'>('player.unsubscribe', { body: { channel } });
