import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { businessTypeLabel } from '@/lib/leads/lead-options';
import { TOOLKIT_COPY } from '@/domain/toolkit/toolkit-copy';
import { buildToolkit } from '@/domain/toolkit/build-toolkit';
import { parseToolkitShare } from '@/domain/toolkit/toolkit-share';
import { ToolkitKit } from '@/components/toolkit/toolkit-kit';

const DESCRIPTION = 'A personalized marketing toolkit for a local business, picked from five quick answers.';

function StartBuilder() {
  return (
    <Button asChild size="lg">
      <Link to={paths.customBuilder}>{TOOLKIT_COPY.startBuilder}</Link>
    </Button>
  );
}

/**
 * /toolkit?type=...: the kit a share link describes, rebuilt from its answers. A link with missing or
 * unknown answers gets a friendly empty state; both lead to the builder.
 */
export function ToolkitPage() {
  const { search } = useLocation();
  const toolkit = useMemo(() => {
    const answers = parseToolkitShare(search);
    return answers ? buildToolkit(answers) : undefined;
  }, [search]);

  if (!toolkit) {
    return (
      <>
        <PageMeta title="Toolkit" description={DESCRIPTION} />
        <PageHero
          title="This toolkit link is incomplete"
          subtitle="We couldn't read the answers in this link. Answer five quick questions and we'll pick the tools for your business."
        >
          <StartBuilder />
        </PageHero>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Your toolkit" description={DESCRIPTION} />
      <PageHero
        title="A personalized marketing toolkit"
        subtitle={`Business type: ${businessTypeLabel(toolkit.answers.businessType)}. ${SITE.name} picked these tools from the answers in this link; start the builder to get one for your own business.`}
        className="pb-8 md:pb-10"
      >
        <StartBuilder />
      </PageHero>
      <div className="container max-w-3xl pb-16 md:pb-20">
        <ToolkitKit toolkit={toolkit} />
      </div>
    </>
  );
}
