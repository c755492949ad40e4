import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import type { LegalDocument } from '../../data/legal-types';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { formatLongDay } from '@/lib/dates';

/** Privacy Policy and Terms of Service: one layout, two documents. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <>
      <PageMeta title={doc.title} description={doc.metaDescription} />
      <PageHero
        title={doc.title}
        subtitle={
          <>
            Last updated{' '}
            <time dateTime={doc.lastUpdated}>{formatLongDay(doc.lastUpdated)}</time>
          </>
        }
        className="pb-4 pt-12 md:pb-6 md:pt-16"
      />
      <div className="container grid gap-10 pb-16 pt-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:py-16">
        <LegalToc sections={doc.sections} />
        <div className="max-w-3xl space-y-10">
          <p className="text-lg leading-relaxed">{doc.intro}</p>
          {doc.sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} />
          ))}
          <div className="rounded-lg border bg-muted/50 p-6">
            <p className="font-semibold">Questions about this {doc.title.toLowerCase()}?</p>
            <p className="mt-1 text-muted-foreground">Our team replies within 24 hours.</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to={paths.contact}>Contact Our Team</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.home}>Return to Home</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
