import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';
import type { SharedReport } from '../api/site-check-api';
import { failureMessageOf } from '../api/site-check-error';
import { loadSiteCheckApi } from '../api/load-site-check-api';
import { SiteCheckReportView } from './site-check-report';

type State = { step: 'loading' } | { step: 'found'; shared: SharedReport } | { step: 'missing' } | { step: 'failed'; message: string };

/** /site-check/r/<token>: one report, for whoever holds its address (nobody else can read it). */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'loading' });
  useEffect(() => {
    let current = true;
    loadSiteCheckApi()
      .then((api) => api.getSharedReport(token))
      .then(
        (shared) => current && setState(shared ? { step: 'found', shared } : { step: 'missing' }),
        (error: unknown) => current && setState({ step: 'failed', message: failureMessageOf(error) }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Section>
      <PageMeta title="Website check report" description="A free website check's report: grades, gaps and the tools that close them." />
      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
        <h1 className="text-4xl font-bold tracking-tight">Website check report</h1>
        {state.step === 'loading' ? (
          <p role="status" className="text-muted-foreground">
            Loading the report…
          </p>
        ) : state.step === 'found' ? (
          <SiteCheckReportView report={state.shared.report} token={state.shared.token} />
        ) : (
          <div role="alert" className="grid gap-2 rounded-xl border p-4">
            <p>{state.step === 'missing' ? 'There is no report at this address. Check the link, or run a new check.' : state.message}</p>
            <Link to={paths.siteCheck} className="font-medium underline">
              Check a website
            </Link>
          </div>
        )}
      </div>
    </Section>
  );
}
