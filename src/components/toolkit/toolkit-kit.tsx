import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths, pricingPlanUrl } from '@/config/paths';
import { kitIntro, planButton, planLine, TOOLKIT_COPY } from '@/domain/toolkit/toolkit-copy';
import type { Toolkit } from '@/domain/toolkit/build-toolkit';
import { KitToolRow } from './kit-tool-row';
import { ShareToolkit } from './share-toolkit';

/**
 * The personalised kit, as shown on the builder's confirmation and on a shared /toolkit link: the ranked
 * tools, the premium upgrade with its price, the plan that covers it, and the share link.
 */
export function ToolkitKit({
  toolkit,
  headingLevel = 'h2',
}: {
  toolkit: Toolkit;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const headingId = useId();
  const { picks, upgrade, plan } = toolkit;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 text-left">
      <div>
        <Heading id={headingId} className="text-xl font-bold tracking-tight">
          {TOOLKIT_COPY.heading}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{kitIntro(picks)}</p>
      </div>
      <ol aria-label="Recommended tools" className="flex flex-col gap-3">
        {picks.map((pick) => (
          <li key={pick.tool.id}>
            <KitToolRow pick={pick} />
          </li>
        ))}
      </ol>
      {upgrade ? (
        <div className="flex flex-col gap-3">
          <SubHeading className="text-lg font-semibold">{TOOLKIT_COPY.upgradeHeading}</SubHeading>
          <KitToolRow pick={upgrade}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="premium">Premium</Badge>
              <strong className="font-semibold">{TOOLKIT_COPY.upgradePrice}</strong>
            </p>
          </KitToolRow>
        </div>
      ) : null}
      <div className="flex flex-col items-start gap-3 rounded-lg border border-primary/30 bg-accent p-4">
        <p className="font-semibold">{plan ? planLine(plan) : TOOLKIT_COPY.noPlan}</p>
        <Button asChild>
          {plan ? (
            <Link to={pricingPlanUrl(plan.id)}>{planButton(plan)}</Link>
          ) : (
            <Link to={paths.enterpriseElite}>See Enterprise Elite</Link>
          )}
        </Button>
      </div>
      <ShareToolkit answers={toolkit.answers} />
    </section>
  );
}
