import { endpointQuery, type Locale } from '@casino/shared';

/** GET /chat?lang (SPEC.md section 7): whether live chat is configured, operator hours, greeting and contact channels. */
export const chatQuery = (lang: Locale) => endpointQuery('content.chat', { query: { lang } });

/** GET /settings: the support address, the way to reach support when the chat itself cannot be reached. */
export const settingsQuery = () => endpointQuery('settings.get', {});
