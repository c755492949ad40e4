import { Link, Navigate } from 'react-router-dom';
import { siteUrl } from '@/components/layout/page-meta';
import { SITE } from '@/config/site';
import { useHydrated } from '@/lib/react/use-hydrated';

/**
 * A premium tool's /tool/ URL. Its prerendered HTML redirects with a meta refresh and names the premium
 * page as canonical, which works on any static host without server rules; once the app runs, <Navigate
 * replace> takes over so the back button skips this URL.
 */
export function PremiumToolRedirect({ name, to }: { name: string; to: string }) {
  const hydrated = useHydrated();
  if (hydrated) return <Navigate replace to={to} />;
  return (
    <div className="container py-24 text-center">
      <title>{`${name} | ${SITE.name}`}</title>
      <meta name="description" content={`${name} has its own page: ${siteUrl(to)}`} />
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <link rel="canonical" href={siteUrl(to)} />
      <h1 className="text-3xl font-bold">{name}</h1>
      <p className="mt-4">
        This tool has its own page: <Link to={to}>{name}</Link>
      </p>
    </div>
  );
}
