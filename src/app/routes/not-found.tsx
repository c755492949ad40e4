import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Mascot } from '@/components/brand/mascot';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="container flex flex-col items-center py-24 text-center">
      <PageMeta title="Page not found" description="The page you were looking for does not exist." />
      <Mascot className="mb-6" />
      <h1 className="text-6xl font-extrabold">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
