import { escapeHtml } from './fallback-html';
import type { WidgetKind } from './kinds';

/**
 * The one snippet every kind shares (issue 42): the placeholder carries the widget's id and kind and holds
 * the fallback content (what visitors and search engines get when the script is blocked or fails), then
 * the async loader from our own site. The kind lets the loader fetch the kind's code beside the settings.
 */
export function widgetSnippet({
  id,
  kind,
  fallbackHtml,
  siteOrigin,
}: {
  id: string;
  kind: WidgetKind;
  fallbackHtml: string;
  siteOrigin: string;
}): string {
  const fallback = fallbackHtml.trim();
  return [
    `<div data-localboost-widget="${escapeHtml(id)}" data-kind="${escapeHtml(kind)}">${fallback ? `\n${fallback}\n` : ''}</div>`,
    `<script src="${escapeHtml(siteOrigin)}/embed.js" async></script>`,
  ].join('\n');
}
