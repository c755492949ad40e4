import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { PLANS_HEADING_ID } from './plans-section';

/**
 * Brings the plans back into view and puts keyboard focus on their heading, so the next Tab
 * lands on the first plan rather than back at the top of the page.
 */
function scrollToPlans() {
  const heading = document.getElementById(PLANS_HEADING_ID);
  if (!heading) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

export function PricingCta() {
  return (
    <CtaBand
      title="Ready to Get Started?"
      text="Join 2,500+ local businesses growing with LocalBoost. Try any plan free for 14 days."
    >
      <Button variant="inverse" size="lg" onClick={scrollToPlans}>
        Start Free Trial
      </Button>
      <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
        <Link to={contactSubjectUrl('sales')}>Talk to Sales</Link>
      </Button>
    </CtaBand>
  );
}
