import { Link } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: paths.tools, label: 'Tools Directory' },
      { to: paths.premiumTools, label: 'Premium Tools' },
      { to: paths.customBuilder, label: 'Custom Builder' },
      { to: paths.pricing, label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.enterpriseElite, label: 'Enterprise Elite' },
      { to: paths.onboarding, label: 'Client Onboarding' },
      { to: paths.myTools, label: 'My tools' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsOfService, label: 'Terms of Service' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t bg-muted/50">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to={paths.home} className="inline-block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Logo />
            <span className="sr-only"> home</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">{SITE.tagline}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <p className="container py-6 text-center text-sm text-muted-foreground">
          © {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
