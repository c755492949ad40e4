import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { NicheSelect } from '@/components/catalogue/niche-select';
import { Button } from '@/components/ui/button';
import { NICHE_SLUGS, paths, type NicheSlug } from '@/config/paths';
import { builderPrefillFromReport } from '@/domain/site-check-prefill';
import type { SiteCheckReport } from '@/domain/site-check-report';
import { customBuilderPrefillUrl } from '@/lib/leads/builder-prefill';
import { addToShortlist, SHORTLIST_MAX } from '@/lib/shortlist/shortlist-store';
import { EmailReportForm } from './email-report-form';
import { GapCard } from './gap-card';
import { GradeCard } from './grade-card';
import { formatDateTime } from '@/lib/dates';

/** Gaps whose preview is open from the start (the rest open on a press: each preview is a live widget). */
const OPEN_PREVIEWS = 3;
const isNiche = (slug: string | null): slug is NicheSlug => NICHE_SLUGS.includes(slug as NicheSlug);

/**
 * A site check's report: the score and the four grades, then each gap with its evidence and the catalogue
 * tools that close it, shown working for the business's niche (guessed from the page; the visitor can
 * change it), then what already works.
 */
export function SiteCheckReportView({
  report,
  token,
  headingRef,
}: {
  report: SiteCheckReport;
  token: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [niche, setNiche] = useState<NicheSlug>(isNiche(report.niche.slug) ? report.niche.slug : 'restaurants');
  const [added, setAdded] = useState<number | null>(null);
  const failed = report.groups.flatMap((group) => group.checks.filter((check) => !check.passed));
  const passed = report.groups.flatMap((group) => group.checks.filter((check) => check.passed));
  const suggested = report.suggestedTools.slice(0, SHORTLIST_MAX);
  const host = new URL(report.finalUrl).host;
  const shareUrl = `${window.location.origin}${paths.siteCheckReport(token)}`;
  const openPreviews = new Set(failed.filter((check) => check.tools.length > 0).slice(0, OPEN_PREVIEWS).map((check) => check.id));

  return (
    <section aria-labelledby="site-check-report-heading" className="grid grid-cols-1 gap-8">
      <div className="grid gap-2">
        <h2 id="site-check-report-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight">
          {report.businessName ?? host} scored {report.score} out of 100
        </h2>
        <p className="text-muted-foreground">
          {host}, checked {formatDateTime(report.checkedAt)}.{' '}
          {failed.length === 0 ? 'We found no gaps.' : `${failed.length} gaps, each with a tool that closes it.`}
        </p>
      </div>

      <ul aria-label="Grades" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {report.groups.map((group) => (
          <GradeCard key={group.id} group={group} />
        ))}
      </ul>

      <div className="grid gap-3 rounded-xl border bg-muted/40 p-4 sm:flex sm:flex-wrap sm:items-center">
        <Button
          type="button"
          disabled={suggested.length === 0}
          onClick={() => setAdded(suggested.filter((id) => addToShortlist(id)).length)}
        >
          Add the suggested tools to my shortlist
        </Button>
        <Button asChild variant="outline">
          <Link to={customBuilderPrefillUrl(builderPrefillFromReport(report, suggested, niche))}>Build my toolkit</Link>
        </Button>
        <p role="status" className="text-sm">
          {added === null ? null : (
            <>
              {suggested.length} tools are on <Link to={paths.shortlist} className="underline">your shortlist</Link>.
            </>
          )}
        </p>
      </div>

      <EmailReportForm report={report} token={token} niche={niche} suggested={suggested} />

      {failed.length > 0 ? (
        <div className="grid gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h3 className="text-2xl font-semibold tracking-tight">What to fix, and the tool that fixes it</h3>
            <NicheSelect label="Show the tools for" value={niche} onChange={setNiche} />
          </div>
          {report.groups.map((group) => {
            const gaps = group.checks.filter((check) => !check.passed);
            if (gaps.length === 0) return null;
            return (
              <div key={group.id} className="grid gap-3">
                <h3 className="text-lg font-semibold text-muted-foreground">
                  {group.label}: grade {group.grade}
                </h3>
                <ul className="grid gap-4">
                  {gaps.map((check) => (
                    <GapCard
                      key={`${check.id}-${niche}`}
                      check={check}
                      niche={niche}
                      openPreview={openPreviews.has(check.id)}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ) : null}

      {passed.length > 0 ? (
        <details className="rounded-xl border p-4">
          <summary className="cursor-pointer font-semibold">What already works ({passed.length})</summary>
          <ul className="mt-3 grid gap-2 text-sm">
            {passed.map((check) => (
              <li key={check.id}>
                <span className="font-medium">{check.label}:</span> {check.evidence}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <p className="text-sm text-muted-foreground">
        This report&apos;s address, to share or come back to:{' '}
        <a href={shareUrl} className="break-all underline">
          {shareUrl}
        </a>
      </p>
    </section>
  );
}
