// STAND-IN: replaced by the toolkit branch at integration
import { toolHref } from '@/features/catalogue/lib/tool-slug';
import type { Toolkit } from './build-toolkit';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain kit email: the business name escaped, each tool linked on the site. */
export function renderToolkitEmail(input: { toolkit: Toolkit; businessName: string; siteUrl: string }): RenderedEmail {
  const { toolkit, businessName, siteUrl } = input;
  const picks = toolkit.upgrade ? [...toolkit.picks, toolkit.upgrade] : toolkit.picks;
  const items = picks.map(({ tool, reason }) => ({ name: tool.name, reason, url: `${siteUrl}${toolHref(tool)}` }));
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your LocalBoost toolkit</title></head><body>`,
    `<h1>Your LocalBoost toolkit for ${escapeHtml(businessName)}</h1>`,
    '<ul>',
    ...items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.name)}</a>: ${escapeHtml(i.reason)}</li>`),
    '</ul>',
    '</body></html>',
  ].join('\n');
  const text = [`Your LocalBoost toolkit for ${businessName}`, '', ...items.map((i) => `- ${i.name}: ${i.reason} (${i.url})`)].join('\n');
  return { subject: `Your LocalBoost toolkit for ${businessName}`, html, text };
}
