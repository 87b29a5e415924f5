import DOMPurify from 'dompurify';
import { localePath, type Locale } from '@casino/contract';
import { BODY_HTML_TAGS } from '@casino/contract/schemas/html-body';
import { purifierWindow } from './purifier-window';

/**
 * The last bodies sanitised, by language and HTML: the result depends on nothing else, and on the server each article
 * renders for three devices and eleven remembered languages per language, each a page of its own, with the same body.
 * Parsing it in jsdom and walking it with DOMPurify was a tenth of a render worker's CPU on blog articles
 * (docs/server-render.md, "What an uncached render costs"). Bounded: the oldest goes first; a body larger than MAX_REMEMBERED_CHARS is not kept.
 */
const remembered = new Map<string, string>();
export const MAX_REMEMBERED_BODIES = 200;
const MAX_REMEMBERED_CHARS = 200_000;

/**
 * Page bodies are HTML from the operator's API: sanitised to the documented whitelist (contract/src/schemas/
 * content.ts) whatever the server sent, and relative links get the current language prefix ("/display/terms" ->
 * "/en/display/terms").
 */
export function sanitizeBody(html: string, lang: Locale): string {
  if (html.length > MAX_REMEMBERED_CHARS) return sanitizeNow(html, lang);
  const key = `${lang}\n${html}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeNow(html, lang);
  remembered.set(key, clean);
  if (remembered.size > MAX_REMEMBERED_BODIES) remembered.delete(remembered.keys().next().value as string);
  return clean;
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
