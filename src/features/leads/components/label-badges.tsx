import { Badge } from '@/components/ui/badge';

const SHOWN = 2;

/**
 * The first two labels as badges, then "+N more" (spec: at most 2 goals or challenges per row), under
 * `title` when the cell holds more than one list.
 */
export function LabelBadges({ labels, title }: { labels: ReadonlyArray<string>; title?: string }) {
  const hidden = labels.length - SHOWN;
  return (
    <div className="flex max-w-64 flex-wrap gap-1">
      {title ? <p className="w-full text-xs text-muted-foreground">{title}</p> : null}
      {labels.slice(0, SHOWN).map((label) => (
        <Badge key={label} variant="secondary" className="font-medium">
          {label}
        </Badge>
      ))}
      {hidden > 0 ? (
        <Badge variant="outline" className="font-medium" title={labels.slice(SHOWN).join(', ')}>
          +{hidden} more
        </Badge>
      ) : null}
    </div>
  );
}
