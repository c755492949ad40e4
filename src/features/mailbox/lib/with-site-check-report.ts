import { SITE_CHECKS, type SiteCheckId } from '@/domain/site-check-checks';
import type { RenderedEmail } from '@/domain/toolkit/toolkit-email';
import { escapeHtml } from './escape-html';
import type { SiteCheckSection } from './outbox-template';

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
/** The gaps an email lists by name; the report's address has every one, with its evidence. */
const LISTED_GAPS = 8;
/** Where the toolkit email's own content starts, and the sentence that says why the reader got it. */
const CONTENT_START = '<td style="padding:28px 24px;">';
const BUILDER_REASON = /entered in the (.+?) Custom Tool Builder/;

/**
 * The toolkit email of a lead made by "Email me this report", with the report on top: the score, the four
 * grades, the gaps by name and the report's address. The toolkit below it is built from the answers read
 * from the report. Every value comes from the check (schema-checked), none from the visitor.
 */
export function withSiteCheckReport(email: RenderedEmail, report: SiteCheckSection): RenderedEmail {
  const gaps = report.gaps.map((id) => SITE_CHECKS[id as SiteCheckId].label);
  const listed = gaps.slice(0, LISTED_GAPS);
  const more = gaps.length - listed.length;
  const headline = `${report.host} scored ${report.score} out of 100`;
  const grades = report.grades.map((g) => `${g.label}: ${g.grade}`);
  const gapsLine = gaps.length === 0 ? 'We found no gaps.' : `${gaps.length} gaps to close, each with a tool below:`;

  const html = `<h1 style="${FONT}font-size:22px;line-height:28px;margin:0 0 8px;color:#111827;">Your website check: ${escapeHtml(headline)}</h1>
<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 8px;color:#374151;">${grades.map(escapeHtml).join(' &middot; ')}</p>
<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 4px;color:#374151;">${escapeHtml(gapsLine)}</p>
<ul style="${FONT}font-size:15px;line-height:22px;margin:0 0 12px;color:#374151;">${listed.map((gap) => `<li>${escapeHtml(gap)}</li>`).join('')}${
    more > 0 ? `<li>and ${more} more</li>` : ''
  }</ul>
<p style="margin:0 0 24px;"><a href="${escapeHtml(report.reportUrl)}" style="${FONT}color:#1d4ed8;font-weight:600;">See the whole report, with each gap's evidence</a></p>`;
  const text = [
    `Your website check: ${headline}`,
    grades.join(' | '),
    '',
    gapsLine,
    ...listed.map((gap) => `- ${gap}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
    '',
    `The whole report: ${report.reportUrl}`,
    '',
    '',
  ].join('\n');

  return {
    subject: `Your website check: ${headline}`,
    html: email.html.replace(CONTENT_START, `${CONTENT_START}\n${html}`).replace(BUILDER_REASON, 'entered in the $1 website check'),
    text: `${text}${email.text.replace(BUILDER_REASON, 'entered in the $1 website check')}`,
  };
}
