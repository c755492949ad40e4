import { Section, SectionHeading } from '@/components/layout/section';
import { CASE_STUDIES } from '../data/case-studies';
import { CaseStudyVideo } from './case-study-video';
import { StatList } from './stat-list';

export function CaseStudies() {
  return (
    <Section aria-labelledby="case-studies-heading">
      <SectionHeading
        id="case-studies-heading"
        title="Real results from local businesses"
        subtitle="Three campaigns, start to finish. Press play to see the ads and the follow-up."
      />
      <ul className="grid gap-8 lg:grid-cols-3">
        {CASE_STUDIES.map((study) => (
          <li key={study.id}>
            <article
              aria-labelledby={`case-${study.id}`}
              className="flex h-full flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm"
            >
              <CaseStudyVideo title={study.title} source={study.video} colors={study.posterColors} />
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-primary">{study.business}</p>
                <h3 id={`case-${study.id}`} className="mt-1 text-xl font-semibold">
                  {study.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{study.summary}</p>
              </div>
              <StatList
                stats={study.stats}
                className="mt-auto gap-3 border-t pt-4"
                valueClassName="text-2xl"
                labelClassName="text-xs text-muted-foreground"
              />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
