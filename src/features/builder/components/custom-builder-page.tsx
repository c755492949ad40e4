import { Suspense, useState } from 'react';
import { DemoNotice } from '@/components/layout/demo-notice';
import { PageMeta } from '@/components/layout/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { useDeferredToast } from '@/components/ui/use-deferred-toast';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { lazyWhenLoaded } from '@/lib/react/lazy-when-loaded';
import { BuilderWizard } from './builder-wizard';

// The confirmation (and the toolkit it shows, with the catalogue) loads when the visitor starts the form,
// and then shows in the render that sends it, without a placeholder between.
const { Component: BuilderSuccess, load: loadSuccess } = lazyWhenLoaded(() =>
  import('./builder-success').then((module) => module.BuilderSuccess),
);

const TAGLINE = 'Get a personalized marketing toolkit designed specifically for your business needs';

export function CustomBuilderPage() {
  // The submitted answers: the confirmation shows the toolkit they make.
  const [submitted, setSubmitted] = useState<LeadInput | null>(null);
  const toasts = useDeferredToast();
  const prepare = () => {
    toasts.prepare();
    void loadSuccess().catch(() => undefined);
  };
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
        <DemoNotice className="mb-6" />
        {submitted === null ? (
          <BuilderWizard onSubmitted={setSubmitted} onPrepare={prepare} notify={toasts.show} />
        ) : (
          <Card>
            <CardContent className="p-5 sm:p-8">
              <Suspense fallback={<div className="min-h-64" aria-busy="true" />}>
                <BuilderSuccess lead={submitted} />
              </Suspense>
            </CardContent>
          </Card>
        )}
      </div>
      {toasts.toaster}
    </>
  );
}
