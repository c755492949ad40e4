import { useState } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { BuilderSuccess } from './builder-success';
import { BuilderWizard } from './builder-wizard';

const TAGLINE = 'Get a personalized marketing toolkit designed specifically for your business needs';

export function CustomBuilderPage() {
  // The submitted answers: the confirmation shows the toolkit they make.
  const [submitted, setSubmitted] = useState<LeadInput | null>(null);
  return (
    <>
      <PageMeta title="Custom Tool Builder" description={`${TAGLINE}.`} />
      <section className="border-b bg-gradient-to-b from-accent to-background py-12 md:py-16">
        <div className="container max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Custom Tool Builder</h1>
          <p className="mt-4 text-lg text-muted-foreground">{TAGLINE}</p>
        </div>
      </section>
      <div className="container max-w-3xl py-10 md:py-14">
        {submitted === null ? (
          <BuilderWizard onSubmitted={setSubmitted} />
        ) : (
          <Card>
            <CardContent className="p-5 sm:p-8">
              <BuilderSuccess lead={submitted} />
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
