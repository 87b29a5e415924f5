import { BODY_HTML_TAGS } from '@casino/contract/schemas';

/**
 * Checks a seeded body against the HTML whitelist of the content contract: only whitelisted tags, no attributes except an
 * href on <a> that is an app path or an https URL. Returns the problems found (empty when the body is clean).
 */
export function bodyProblems(html: string): string[] {
  const problems: string[] = [];
  const allowed = new Set<string>(BODY_HTML_TAGS);
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [tag, name = '', attributes = ''] = match;
    if (!allowed.has(name)) problems.push(`tag not allowed: ${tag}`);
    const attrs = attributes.trim();
    if (tag.startsWith('</') || attrs === '') continue;
    const href = /^href="([^"]*)"$/.exec(attrs);
    if (name !== 'a' || !href) problems.push(`attributes not allowed: ${tag}`);
    else if (!/^(\/(?!\/)|https:\/\/)/.test(href[1] ?? '')) problems.push(`href not allowed: ${tag}`);
  }
  if (/<(script|style|img|iframe)/i.test(html) || /\son\w+=/i.test(html))
    problems.push('script-like content');
  return problems;
}
