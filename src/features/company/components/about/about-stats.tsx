import { ABOUT_STATS } from '../../data/about';

export function AboutStats() {
  return (
    <section aria-label="LocalBoost in numbers" className="border-y bg-card py-10 md:py-12">
      <dl className="container grid grid-cols-2 gap-8 text-center md:grid-cols-4">
        {ABOUT_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground md:text-base">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-primary md:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
