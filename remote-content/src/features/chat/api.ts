import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** GET /chat?lang (SPEC.md section 7): whether live chat is configured, operator hours, greeting and contact channels. */
export const chatQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.chat'], { query: { lang } });
