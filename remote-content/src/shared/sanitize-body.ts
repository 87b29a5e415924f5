import DOMPurify from 'dompurify';
import { localePath, type Locale } from '@casino/contract';
import { BODY_HTML_TAGS } from '@casino/contract/schemas/html-body';
import { purifierWindow } from './purifier-window';
import { rememberedSanitised } from './sanitize-memory';

/**
 * Page bodies are HTML from the operator's API: sanitised to the documented whitelist (contract/src/schemas/
 * content.ts) whatever the server sent, and relative links get the current language prefix ("/display/terms" ->
 * "/en/display/terms").
 */
export function sanitizeBody(html: string, lang: Locale): string {
  // On the server, remembered by a hash of the body and the language (sanitize-memory.server.ts); in the browser, not.
  return rememberedSanitised(html, lang, () => sanitizeNow(html, lang));
}

function sanitizeNow(html: string, lang: Locale): string {
  const purifier = DOMPurify(purifierWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href === null) return;
    if (href.startsWith('/') && !href.startsWith('//')) node.setAttribute('href', localePath(lang, href));
    else if (!href.startsWith('https://')) node.removeAttribute('href');
    else node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, { ALLOWED_TAGS: [...BODY_HTML_TAGS], ALLOWED_ATTR: ['href', 'rel'] });
}
