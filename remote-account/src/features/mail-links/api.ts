import { apiClient } from '@casino/shared';
import type { Channel } from './mail-links';
import { ENDPOINTS } from '@casino/contract';

/** The mail links' requests, typed by the endpoint map. */
export const checkEmailSignature = (signature: string) =>
  apiClient.call(ENDPOINTS['dashboard.checkSignature'], { body: { signature } });

export const unsubscribe = (channel: Channel) =>
  apiClient.call(ENDPOINTS['player.unsubscribe'], { body: { channel } });
