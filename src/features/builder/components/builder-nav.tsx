import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TOTAL_STEPS, type StepNumber } from '../data/builder-steps';

/**
 * Previous, and the form's submit button: Next on steps 1–4, "Generate My Toolkit" on step 5. Being the
 * submit button is what lets Enter advance, and a disabled one is what stops Enter on an unfinished step.
 */
export function BuilderNav({
  step,
  canAdvance,
  submitting,
  onPrevious,
}: {
  step: StepNumber;
  canAdvance: boolean;
  submitting: boolean;
  onPrevious: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t pt-6">
      <Button variant="outline" onClick={onPrevious} disabled={step === 1 || submitting}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {step < TOTAL_STEPS ? (
        <Button key="next" type="submit" disabled={!canAdvance}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      ) : (
        <Button key="generate" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner />
              Generating...
            </>
          ) : (
            'Generate My Toolkit'
          )}
        </Button>
      )}
    </div>
  );
}
