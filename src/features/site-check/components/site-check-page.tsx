import { useLayoutEffect, useRef, useState } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Section } from '@/components/layout/section';
import { Card, CardContent } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import type { SiteCheckAnswer } from '../api/site-check-api';
import { SiteCheckForm } from './site-check-form';
import { SiteCheckReportView } from './site-check-report';

/** /site-check: the free website check (issue 25). The form is prerendered; the report renders in place. */
export function SiteCheckPage() {
  const [answer, setAnswer] = useState<SiteCheckAnswer | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  // A new report takes the focus, so a screen reader reads its score next (the form keeps what was typed);
  // in the commit that shows it, like useFocusOnMount.
  useLayoutEffect(() => {
    if (answer) reportHeading.current?.focus();
  }, [answer]);
  return (
    <>
      <PageMeta
        title="Free Website Check"
        description="Check your business website in seconds: graded A to F on being found, speed, turning visitors into customers and trust, with the tool that closes each gap."
      />
      <PageHero
        title="Free Website Check"
        subtitle="See how your website does at being found, loading on a phone, turning visitors into customers and earning trust, and which of our tools closes each gap."
        className="pb-8 md:pb-10"
      />
      <Section className="pt-2 md:pt-4">
        <div className="mx-auto grid max-w-4xl grid-cols-1 gap-10">
          <Card>
            <CardContent className="p-5 sm:p-8">
              <SiteCheckForm onChecked={setAnswer} />
            </CardContent>
          </Card>
          {answer ? (
            <SiteCheckReportView key={answer.token} report={answer.report} token={answer.token} headingRef={reportHeading} />
          ) : null}
        </div>
      </Section>
    </>
  );
}
