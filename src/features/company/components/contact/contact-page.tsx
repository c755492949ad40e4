import { PageMeta } from '@/components/layout/page-meta';
import { Section } from '@/components/layout/section';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { SITE } from '@/config/site';
import { CONTACT_FORM_ID, REPLY_PROMISE } from '../../data/contact';
import { ContactDetailsCard } from './contact-details-card';
import { ContactForm } from './contact-form';
import { QuickHelpCard } from './quick-help-card';

const FORM_HEADING_ID = 'contact-form-heading';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact"
        description={`Questions about tools, pricing or setup? Contact the ${SITE.name} team. We reply within 24 hours, ${SITE.hoursSummary}.`}
      />
      <PageHero
        title="Get in Touch"
        subtitle="Questions about tools, pricing or getting set up? Send us a message and a real person will get back to you."
        className="pb-10 md:pb-12"
      />
      <Section className="pt-4 md:pt-6">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Card id={CONTACT_FORM_ID}>
            <CardHeader>
              <CardTitle as="h2" id={FORM_HEADING_ID} tabIndex={-1} className="text-2xl">
                Send Us a Message
              </CardTitle>
              <CardDescription>{REPLY_PROMISE}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm headingId={FORM_HEADING_ID} />
            </CardContent>
          </Card>
          <div className="space-y-8">
            <ContactDetailsCard />
            <QuickHelpCard />
          </div>
        </div>
      </Section>
    </>
  );
}
