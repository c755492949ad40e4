import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitError } from '@/components/inquiries/submit-error';
import { env } from '@/config/env';
import { usePublicForm } from '@/lib/forms/use-public-form';
import { DEMO_SAMPLE_SITES, type DemoSampleSite } from '@/domain/site-check-samples';
import type { SampleSite, SiteCheckAnswer } from '../api/site-check-api';
import { failureMessageOf } from '../api/site-check-error';
import { loadSiteCheckApi } from '../api/load-site-check-api';
import type { SiteCheckOutput as Output, SiteCheckValues as Values } from '../api/site-check-schemas';

const SITE_CHECK_FORM_ID = 'site-check-form';
const FIELDS = ['url'] as const;
const STEPS = ['Fetching your homepage', 'Reading it', 'Grading it'] as const;

/** "Website address" and "Check my site"; in the demo, three sample sites to check instead. */
export function SiteCheckForm({ onChecked }: { onChecked: (answer: SiteCheckAnswer) => void }) {
  const [checking, setChecking] = useState<string | null>(null);
  const [sampleError, setSampleError] = useState<string | null>(null);
  // The demo has no internet: it offers sample sites its backend serves (none elsewhere). Their names are
  // in the page from the start; their addresses (a loopback port chosen at start) come from the backend,
  // asked at the form's first use (not as the page starts: that would load the data layer then).
  const sampleAddresses = useRef<Promise<SampleSite[]> | null>(null);
  const addressesOfSamples = useCallback(
    () => (sampleAddresses.current ??= loadSiteCheckApi().then((api) => api.listSampleSites())),
    [],
  );
  const { honeypot: _unused, ...check } = usePublicForm<Values, Output>({
    id: SITE_CHECK_FORM_ID,
    schema: () => import('../api/site-check-schemas').then((module) => module.siteCheckSchema),
    defaultValues: { url: '' },
    fields: FIELDS,
    // At the form's first use: the data layer, and in the demo the sample sites' addresses.
    prepare: () => {
      void loadSiteCheckApi().then((api) => api.warmUp());
      if (env.isLocalMode) void addressesOfSamples();
    },
    send: async ({ url }) => {
      setChecking(url);
      try {
        onChecked(await (await loadSiteCheckApi()).runSiteCheck(url));
      } finally {
        setChecking(null);
      }
    },
    onSent: () => {},
    failureMessage: failureMessageOf,
  });
  const { register, formState, setValue } = check.form;

  const checkSample = async (name: DemoSampleSite) => {
    setSampleError(null);
    const url = (await addressesOfSamples()).find((sample) => sample.name === name)?.url;
    if (!url) {
      sampleAddresses.current = null; // Asked again at the next press.
      setSampleError("The demo's sample sites did not answer. Try again in a moment.");
      return;
    }
    setValue('url', url);
    void check.formProps.onSubmit();
  };

  return (
    <form {...check.formProps} className="grid gap-4" aria-label="Check a website">
      <FormField
        id="site-check-url"
        label="Website address"
        hint="Your homepage's address; https:// is assumed."
        error={formState.errors.url?.message}
      >
        {(a11y) => (
          <Input
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="yourbusiness.com"
            {...a11y}
            {...register('url')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={check.submitting} className="w-full sm:w-auto sm:justify-self-start">
        {check.submitting ? <Spinner /> : <Search aria-hidden="true" />}
        {check.submitting ? 'Checking…' : 'Check my site'}
      </Button>
      {checking ? (
        <div role="status" className="grid gap-1 text-sm">
          <p className="font-medium">Checking {checking}</p>
          <ol className="list-inside list-decimal text-muted-foreground">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <SubmitError message={check.error ?? sampleError} />
      {env.isLocalMode ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            The demo cannot reach the internet. Try one of its sample sites:
          </p>
          <ul className="flex flex-wrap gap-2">
            {DEMO_SAMPLE_SITES.map((name) => (
              <li key={name}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={check.submitting}
                  onClick={() => void checkSample(name)}
                >
                  {`Check the sample ${name} site`}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
