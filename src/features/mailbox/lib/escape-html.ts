const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * Visitor text for an email's HTML: escaped, and with a zero-width space after each dot, @ and colon so
 * mail clients do not turn a typed address or domain into a link.
 */
export function inertText(value: string): string {
  return escapeHtml(value).replace(/([.@:])/g, '$1&#8203;');
}

/** One line, trimmed, at most `max` characters: for subjects and chat messages. */
export function oneLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
