/**
 * The href to render for a stored URL, or null when it must not become a link. Only http(s) URLs qualify:
 * a stored `javascript:` or `data:` value (older rows, a bypassed form) is shown as text, never clicked.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
