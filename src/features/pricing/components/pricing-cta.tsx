import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { PLANS_HEADING_ID } from './plans-section';

/**
 * "Start Free Trial" is a plain link to the plans' heading: the browser scrolls to it (smoothly unless the
 * visitor asked for reduced motion, src/index.css) and focuses it (it takes focus: tabindex -1), so the
 * next Tab lands on the first plan; before the app has started as after (decision 044).
 */
export function PricingCta() {
  return (
    <CtaBand
      title="Ready to Get Started?"
      text="Join 2,500+ local businesses growing with LocalBoost. Try any plan free for 14 days."
    >
      <Button asChild variant="inverse" size="lg">
        <a href={`#${PLANS_HEADING_ID}`}>Start Free Trial</a>
      </Button>
      <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
        <Link to={contactSubjectUrl('sales')}>Talk to Sales</Link>
      </Button>
    </CtaBand>
  );
}
