import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Section } from '@/components/layout/section';
import { paths, type NicheSlug } from '@/config/paths';
import type { Tool } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';
import { KIND_DETAILS } from '../data/kind-details';
import { previewKind } from '../lib/preview-kind';
import { relatedTools } from '../lib/related-tools';
import { RelatedTools } from './related-tools';
import { ToolInstall } from './tool-install';
import { ToolJsonLd } from './tool-json-ld';
import { ToolOverview } from './tool-overview';
import { ToolPlans } from './tool-plans';
import { ToolPreview } from './tool-preview';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">
      {children}
    </h2>
  );
}

/** One catalogue tool's page: overview, live preview, features, needs, plans, install steps, related tools. */
export function ToolPage({
  tool,
  slug,
  initialNiche,
}: {
  tool: Tool;
  slug: string;
  initialNiche: NicheSlug;
}) {
  const kind = previewKind(tool);
  const related = useMemo(() => relatedTools(tool, TOOLS), [tool]);
  return (
    <>
      <PageMeta title={tool.name} description={tool.description} path={paths.tool(slug)} type="product" />
      <ToolJsonLd tool={tool} slug={slug} />
      <ToolOverview tool={tool} />

      <Section aria-labelledby="preview-heading" className="bg-muted/50 py-12 md:py-14">
        <Heading id="preview-heading">Try it live</Heading>
        <ToolPreview
          key={`${slug}-${initialNiche}`}
          kind={kind}
          toolName={tool.name}
          initialNiche={initialNiche}
        />
      </Section>

      <Section aria-labelledby="features-heading" className="py-12 md:py-14">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <Heading id="features-heading">Features</Heading>
            <ul className="space-y-2">
              {tool.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="needs-heading" className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">
              What you need
            </h2>
            <ul aria-labelledby="needs-heading" className="list-disc space-y-2 pl-5">
              {KIND_DETAILS[kind].needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="plans-heading" className="bg-muted/50 py-12 md:py-14">
        <Heading id="plans-heading">Plans that include it</Heading>
        <ToolPlans toolName={tool.name} />
      </Section>

      <Section aria-labelledby="install-heading" className="py-12 md:py-14">
        <Heading id="install-heading">Install it on your website</Heading>
        <ToolInstall slug={slug} toolName={tool.name} />
      </Section>

      <Section aria-labelledby="related-heading" className="bg-muted/50 py-12 md:py-14">
        <Heading id="related-heading">Related tools</Heading>
        <RelatedTools tools={related} />
      </Section>
    </>
  );
}
