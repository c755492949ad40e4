import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BUILDER_STEPS, TOTAL_STEPS, type StepNumber } from '../data/builder-steps';

/** Five numbered steps (the current one marked aria-current="step") and "Step N of 5". */
export function BuilderProgress({ step }: { step: StepNumber }) {
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Builder steps" className="flex items-center">
        {BUILDER_STEPS.map(({ title }, index) => {
          const number = index + 1;
          const state = number < step ? 'completed' : number === step ? 'current' : 'upcoming';
          return (
            <li
              key={title}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center last:flex-none"
            >
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  state === 'upcoming'
                    ? 'border-input bg-background text-muted-foreground'
                    : 'border-primary',
                  state === 'completed' && 'bg-primary text-primary-foreground',
                  state === 'current' && 'bg-background text-primary',
                )}
              >
                {state === 'completed' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <span aria-hidden="true">{number}</span>
                )}
                <span className="sr-only">
                  Step {number}: {title} ({state})
                </span>
              </span>
              {number < TOTAL_STEPS ? (
                <span
                  aria-hidden="true"
                  className={cn('mx-1 h-0.5 flex-1 sm:mx-2', number < step ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="text-center text-sm font-medium text-muted-foreground">
        Step {step} of {TOTAL_STEPS}
      </p>
    </div>
  );
}
