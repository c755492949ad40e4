import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { PremiumListItem } from '../data/premium-list';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';

export function PremiumToolCard({ tool }: { tool: PremiumListItem }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div
        aria-hidden="true"
        className="flex h-28 items-center justify-center bg-gradient-to-br from-premium-soft via-background to-ai-soft text-5xl"
      >
        {tool.thumbnail}
      </div>
      <CardHeader className="gap-3">
        <CardTitle>{tool.name}</CardTitle>
        {tool.niches.length > 0 ? (
          <div>
            <p className="sr-only">Best for:</p>
            <ul className="flex flex-wrap gap-1.5">
              {tool.niches.map((niche) => (
                <li key={niche}>
                  <Badge variant="secondary">{niche}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <CardDescription className="text-base">{tool.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <p>
          <span className="text-3xl font-bold">${PREMIUM_MONTHLY_PRICE}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={tool.route}>
            Learn More<span className="sr-only"> about {tool.name}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
