/**
 * Content bodies are HTML restricted to these tags (the rules are in content.ts's header). A plain module, so a front
 * end's sanitiser imports the whitelist without the schema library: `@casino/contract/schemas/html-body`.
 */
export const BODY_FORMAT = 'html' as const;
export const BODY_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'] as const;
