import { Link, useLocation } from 'react-router-dom';
import { paths, planAnchorId } from '@/config/paths';
import { TOOLS } from '@/domain/catalogue/tools';
import { useShortlist } from '@/lib/shortlist/shortlist-store';
import { PLAN_LIMITS } from '@/domain/pricing/plan-limits';
import { PLANS } from '@/domain/pricing/plans';
import { plansIncluding } from '../lib/plans-including';
import { andList } from '@/lib/numbers';

/**
 * On /pricing?tool=14 ("I want this" on a tool): which tool the visitor picked and which plans include it,
 * each linking to its card. Loaded only with the parameter, so plain /pricing does not carry the catalogue.
 */
export function PickedToolNote({ toolId }: { toolId: number }) {
  const shortlist = useShortlist();
  // The plan links keep ?tool=, so this note stays while the page scrolls to the card.
  const { search } = useLocation();
  const tool = TOOLS.find((candidate) => candidate.id === toolId);
  if (!tool) return null;
  const plans = plansIncluding(tool);
  const kind = tool.premium ? 'premium' : 'readyMade';
  const every = plans.length === PLANS.length;

  return (
    <section aria-labelledby="picked-tool-heading" className="container pb-4">
      <div className="mx-auto flex max-w-3xl gap-4 rounded-lg border border-primary/40 bg-accent p-5">
        <span aria-hidden="true" className="text-3xl leading-none">
          {tool.thumbnail}
        </span>
        <div className="flex flex-col gap-2">
          <h2 id="picked-tool-heading" className="text-lg font-semibold">
            You picked {tool.name}
          </h2>
          <p>
            {every ? 'It is included in every plan: ' : 'As a premium tool it is included in '}
            {andList(plans.map((plan) => plan.name))}, and in Enterprise Elite.
          </p>
          <ul
            aria-label={`Plans that include ${tool.name}`}
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
          >
            {plans.map((plan) => (
              <li key={plan.id}>
                <Link
                  to={{ search, hash: planAnchorId(plan.id) }}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {plan.name}
                </Link>{' '}
                (up to {PLAN_LIMITS[plan.id][kind]} {tool.premium ? 'premium' : 'ready-made'} tools)
              </li>
            ))}
          </ul>
          {shortlist.includes(tool.id) ? (
            <p className="text-sm text-muted-foreground">
              It is on your shortlist.{' '}
              <Link
                to={paths.shortlist}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                See your shortlist
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
