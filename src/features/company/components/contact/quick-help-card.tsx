import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { CONTACT_FORM_ID, QUICK_HELP } from '../../data/contact';

export function QuickHelpCard() {
  return (
    <Card className="bg-accent/60">
      <CardHeader>
        <CardTitle as="h2">Need Quick Help?</CardTitle>
        <CardDescription>Pick a topic and we will point the right person at your message.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {QUICK_HELP.map(({ label, subject, icon: Icon }) => (
          <Button key={subject} asChild variant="outline" className="justify-start bg-background">
            <Link to={`${contactSubjectUrl(subject)}#${CONTACT_FORM_ID}`}>
              <Icon aria-hidden="true" className="text-primary" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
