/**
 * JSON that is safe inside a `<script>` data block: no "</script>", no "<!--", no line separators that break JavaScript.
 * One function for every block a page carries: the edge's own (the release map, the consent texts, JSON-LD: through
 * host/server/html.ts) and the page's state, which the host's server build writes (entry.ts) in the render worker.
 */
export function jsonForHtml(value: unknown): string {
  // One pass over the text (a page's data block is 10-20 KB, written for every page rendered).
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => HTML_SAFE_JSON[character]!);
}

const HTML_SAFE_JSON: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
