/**
 * Where sanitised bodies are remembered. In the browser, nowhere: the page sanitises the few bodies it shows once each
 * (`useMemo` in HtmlBody). The server build takes `sanitize-memory.server.ts` instead (a `.server.ts` twin,
 * docs/server-render.md), where one body serves many pages.
 */
export function rememberedSanitised(_html: string, _lang: string, sanitise: () => string): string {
  return sanitise();
}
