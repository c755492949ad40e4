import { CHALLENGES, GOALS } from '@/lib/leads/lead-options';
import { LEAD_LIMITS } from '@/lib/leads/lead-limits';
import type { StepNumber } from '../data/builder-steps';
import { BusinessTypeGroup } from './business-type-group';
import { ShortlistNote } from './shortlist-note';
import { ChoiceGroup } from './choice-group';
import { TextField } from './text-field';

/** The controls of one step; the wizard supplies the heading and the buttons. */
export function BuilderStepFields({ step }: { step: StepNumber }) {
  switch (step) {
    case 1:
      return (
        <div className="flex flex-col gap-6">
          <TextField
            name="businessName"
            label="Business name"
            maxLength={LEAD_LIMITS.businessName}
            autoComplete="organization"
            placeholder="e.g. Bean There Coffee"
          />
          <BusinessTypeGroup />
        </div>
      );
    case 2:
      return <ChoiceGroup name="goals" legend="Goals" options={GOALS} />;
    case 3:
      return <ChoiceGroup name="currentChallenges" legend="Challenges" options={CHALLENGES} />;
    case 4:
      return (
        <TextField
          name="websiteUrl"
          label="Website URL (optional)"
          type="url"
          maxLength={LEAD_LIMITS.websiteUrl}
          autoComplete="url"
          placeholder="https://yourbusiness.com"
          hint="Leave blank and we'll include website-building recommendations"
        />
      );
    case 5:
      return (
        <div className="flex flex-col gap-6">
          <TextField
            name="email"
            label="Email address"
            type="email"
            maxLength={LEAD_LIMITS.email}
            autoComplete="email"
            placeholder="you@yourbusiness.com"
          />
          <ShortlistNote />
        </div>
      );
  }
}
