import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from './page-meta';

/** Stands in for a screen that is still being built, so no listed route ever 404s. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="container py-24 text-center">
      <PageMeta title={title} description={description} />
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{description}</p>
      <Button asChild className="mt-8">
        <Link to={paths.tools}>Browse Tools</Link>
      </Button>
    </div>
  );
}
