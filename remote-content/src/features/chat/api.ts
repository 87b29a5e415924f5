import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** GET /chat?lang (SPEC.md section 7): whether live chat is configured, operator hours, greeting and contact channels. */
export const chatQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.chat'], { query: { lang } });

/** GET /settings: the support address, the way to reach support when the chat itself cannot be reached. */
export const settingsQuery = () => endpointQuery(ENDPOINTS['settings.get'], {});
