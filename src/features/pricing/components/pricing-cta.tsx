import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { bringIntoView, EARLY_ANSWER, EARLY_JUMP, JUMP_TO } from '@/lib/first-paint/early-answers';
import { PLANS_HEADING_ID } from './plans-section';

/**
 * Brings the plans back into view and puts keyboard focus on their heading, so the next Tab
 * lands on the first plan rather than back at the top of the page. Before the app has started the page
 * does the same by itself (an early jump, decision 029).
 */
function scrollToPlans() {
  const heading = document.getElementById(PLANS_HEADING_ID);
  if (heading) bringIntoView(heading);
}

export function PricingCta() {
  return (
    <CtaBand
      title="Ready to Get Started?"
      text="Join 2,500+ local businesses growing with LocalBoost. Try any plan free for 14 days."
    >
      <Button
        variant="inverse"
        size="lg"
        onClick={scrollToPlans}
        {...{ [EARLY_ANSWER]: EARLY_JUMP, [JUMP_TO]: PLANS_HEADING_ID }}
      >
        Start Free Trial
      </Button>
      <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
        <Link to={contactSubjectUrl('sales')}>Talk to Sales</Link>
      </Button>
    </CtaBand>
  );
}
