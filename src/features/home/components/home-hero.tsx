import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/brand/logo';
import { Mascot } from '@/components/brand/mascot';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="container grid items-center gap-10 py-16 md:grid-cols-[1fr_auto] md:py-24">
        <div className="text-center md:text-left">
          <LogoMark className="mx-auto size-12 md:mx-0" />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight md:text-6xl">
            Marketing Tools That Actually Work for Local Businesses
          </h1>
          <p className="mt-5 text-lg text-muted-foreground md:text-xl">
            AI &amp; Automation made simple. Tailored tools for YOUR business niche.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <Button asChild size="lg">
              <Link to={paths.pricing}>Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.tools}>Browse Tools</Link>
            </Button>
          </div>
          <p className="mt-5 text-muted-foreground">
            Not sure where to start?{' '}
            <Link to={paths.siteCheck} className="font-medium text-primary underline underline-offset-4">
              Check your website free
            </Link>{' '}
            and see the gaps our tools close.
          </p>
        </div>
        <Mascot className="mx-auto hidden h-56 w-56 md:block" />
      </div>
    </section>
  );
}
