import { ExternalLink } from '@/components/ui/external-link';
import { safeHttpUrl } from '@/lib/safe-url';

/** A stored website as a new-tab link. Only http(s) URLs become links; anything else shows "Not provided". */
export function WebsiteLink({ url }: { url: string | null }) {
  const href = safeHttpUrl(url);
  if (!href || !url) return <span className="text-muted-foreground">Not provided</span>;
  return (
    <ExternalLink href={href} className="break-all text-primary underline-offset-4 hover:underline">
      {url}
    </ExternalLink>
  );
}
