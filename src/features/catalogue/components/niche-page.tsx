import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { paths, toolsUrl } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { NichePageContent } from '@/domain/catalogue/niche-pages';
import type { Niche } from '@/domain/catalogue/niches';
import { TOOLS } from '@/domain/catalogue/tools';
import { fitsCategory } from '@/domain/catalogue/filter-tools';
import { NicheToolCard } from './niche-tool-card';

/** One landing page per business type, rendered from the niche's data entry. */
export function NichePage({ niche, content }: { niche: Niche; content: NichePageContent }) {
  const tools = useMemo(() => TOOLS.filter((tool) => fitsCategory(tool, niche.category)), [niche.category]);

  return (
    <>
      <PageMeta
        title={`Marketing Tools for ${niche.label}`}
        description={`${content.headline}. ${content.subheadline}`}
      />
      <PageHero
        className={cn('bg-gradient-to-br', content.backgroundColor)}
        eyebrow={
          <p className="text-sm font-semibold uppercase tracking-wider text-foreground/80">
            <span aria-hidden="true">{niche.icon}</span> For {niche.label}
          </p>
        }
        title={content.headline}
        subtitle={content.subheadline}
      >
        <Button asChild size="lg">
          <Link to={paths.pricing}>{content.ctaText}</Link>
        </Button>
      </PageHero>

      <Section>
        <SectionHeading title="Sound familiar?" />
        <ul className="grid gap-4 md:grid-cols-3">
          {content.painPoints.map((point) => (
            <li key={point} className="flex gap-3 rounded-lg border bg-card p-5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="bg-muted/50">
        <SectionHeading
          title={`${tools.length} tools built for ${niche.label}`}
          subtitle="Add any of them to your website in minutes. No developer needed."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id} className="[contain-intrinsic-block-size:auto_20rem] [content-visibility:auto]">
              <NicheToolCard tool={tool} niche={niche.slug} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4">
          <Button asChild size="lg">
            <Link to={paths.pricing}>{content.ctaText}</Link>
          </Button>
          <Link
            to={toolsUrl({ category: niche.category })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Filter the directory by {niche.label}
          </Link>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            30-day money-back guarantee · Setup in under 5 minutes
          </p>
        </div>
      </Section>
    </>
  );
}
