import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useFocusOnMount } from '@/lib/react/use-focus-on-mount';

/** Replaces the form after a successful submission; focus moves to its heading so it is announced. */
export function ThankYou() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent className="grid justify-items-center gap-4 p-8">
        <CircleCheck aria-hidden="true" className="size-14 text-primary" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          Thank You!
        </h2>
        <p className="text-muted-foreground">
          We have received your project setup information. Our team will review your details and contact you within 1
          business day.
        </p>
        <Button asChild size="lg">
          <Link to={paths.home}>Return to Homepage</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
