import { Lightbulb, TriangleAlert } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const CARDS = [
  {
    key: 'challenge',
    title: 'The Challenge',
    icon: TriangleAlert,
    border: 'border-t-destructive',
    iconColor: 'text-destructive',
  },
  {
    key: 'solution',
    title: 'Our Solution',
    icon: Lightbulb,
    border: 'border-t-green-700',
    iconColor: 'text-green-700',
  },
] as const;

export function ChallengeSolution({ challenge, solution }: { challenge: string; solution: string }) {
  const text = { challenge, solution };
  return (
    <Section>
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ key, title, icon: Icon, border, iconColor }) => (
          <Card key={key} className={cn('border-t-4', border)}>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Icon aria-hidden="true" className={cn('size-6', iconColor)} />
                {title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg leading-relaxed text-muted-foreground">{text[key]}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </Section>
  );
}
