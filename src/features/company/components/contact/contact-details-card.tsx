import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SITE } from '@/config/site';
import { mailtoHref } from '@/lib/mailto';
import { REPLY_PROMISE } from '../../data/contact';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words pl-10 text-muted-foreground">{children}</dd>
    </div>
  );
}

const linkClass = 'text-primary underline-offset-2 hover:underline';

export function ContactDetailsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact Information</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="space-y-5">
          <DetailRow icon={<Mail aria-hidden="true" className="size-4" />} label="Email support">
            <a href={mailtoHref(SITE.supportEmail)} className={linkClass}>
              {SITE.supportEmail}
            </a>
          </DetailRow>
          <DetailRow icon={<Phone aria-hidden="true" className="size-4" />} label="Phone">
            <a href={SITE.phoneHref} className={linkClass}>
              {SITE.phone}
            </a>
          </DetailRow>
          <DetailRow icon={<MapPin aria-hidden="true" className="size-4" />} label="Office">
            {SITE.address}
          </DetailRow>
        </dl>
        <div className="rounded-lg bg-muted p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden="true" className="size-4 text-primary" /> Business Hours
          </h3>
          <dl className="mt-3 space-y-2 text-sm">
            {SITE.businessHours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted-foreground">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm font-medium text-primary">{REPLY_PROMISE}</p>
        </div>
      </CardContent>
    </Card>
  );
}
