import { Pencil, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InstallTabs } from '@/components/install/install-tabs';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { widgetKindForTool } from '@/widgets/kinds';

/**
 * How the tool reaches the visitor's website. A tool that installs itself: customize it beside a live
 * preview, publish with an emailed code, and paste the one snippet (the steps per platform). Any other
 * tool is set up by our team with a plan today, and the page says so instead of showing a snippet that
 * would do nothing (issue 42).
 */
export function ToolInstall({ slug, toolName }: { slug: string; toolName: string }) {
  // The tool's name can be long ("Customize Quick Appointment Booking"): on a narrow phone the label wraps
  // inside the button rather than pushing the page sideways.
  const customize = (
    <Link to={paths.toolEditor(slug)} className={cn(buttonVariants(), 'h-auto min-h-10 whitespace-normal text-center')}>
      <Pencil aria-hidden="true" /> Customize {toolName}
    </Link>
  );
  if (!widgetKindForTool(slug)) {
    return (
      <div className="max-w-2xl space-y-4">
        <p className="flex gap-2">
          <Wrench aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
          <span>
            Our team installs {toolName} on your website for you with any plan: we set it up with your content, add it to
            your pages and check it works on phones. Tell us what you need in the Custom Tool Builder and we reply within
            minutes.
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.customBuilder} className={buttonVariants()}>
            Build my toolkit
          </Link>
          <Link to={paths.pricing} className={buttonVariants({ variant: 'outline' })}>
            See plans
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="max-w-2xl space-y-4">
        <p>
          Make it yours beside a live preview, publish it with your email (we send you a 6-digit code, no password),
          and paste one snippet into your website. Changes you publish later show on your site within a minute, with no
          new snippet.
        </p>
        {customize}
      </div>
      <InstallTabs>
        {() => <p className="text-sm text-muted-foreground">Your snippet appears here and in My tools once you publish.</p>}
      </InstallTabs>
    </div>
  );
}
