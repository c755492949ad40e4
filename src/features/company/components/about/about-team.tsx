import { Section, SectionHeading } from '@/components/layout/section';
import { Card, CardContent } from '@/components/ui/card';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { TEAM } from '../../data/about';

export function AboutTeam() {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeading
        id="team-heading"
        title="Meet the Team"
        subtitle="Small-business people building tools for small businesses."
      />
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {TEAM.map((member) => (
          <li key={member.name}>
            <Card className="h-full text-center">
              <CardContent className="flex flex-col items-center p-8">
                <InitialsAvatar name={member.name} className="size-20 text-2xl" />
                <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
                <p className="text-sm font-medium text-primary">{member.role}</p>
                <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
