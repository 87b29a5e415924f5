/** A redirect target from the query, kept inside the app ("//evil.example" and absolute URLs are refused). */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
