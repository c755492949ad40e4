import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isPlanRefusal } from '../lib/plan-refusal';

/** Publishing refused by the plan (over its limit, or after the trial): the reason and the way to the plans. */
export function PlanRefusal({ error }: { error: unknown }) {
  if (!isPlanRefusal(error)) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error.message}{' '}
      <Link to={paths.pricing} className="underline underline-offset-4">
        See the plans
      </Link>
    </p>
  );
}
