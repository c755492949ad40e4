import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A real radio button or checkbox drawn as a card. The native input covers the whole card (transparent),
 * so clicks, keyboard (Space, arrows), form semantics and screen readers all work as usual.
 */
export function OptionCard({
  type,
  name,
  value,
  label,
  checked,
  onChange,
  icon: Icon,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  icon?: LucideIcon;
}) {
  return (
    <label
      className={cn(
        'group relative flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 bg-card p-4 transition-colors hover:border-primary/60',
        'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onKeyDown={(event) => {
          // Enter on a radio button or checkbox does not submit a form natively; like a text field, it should.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center border-2 border-input text-primary-foreground group-has-[:checked]:border-primary group-has-[:checked]:bg-primary',
          type === 'radio' ? 'rounded-full' : 'rounded',
        )}
      >
        <Check className="hidden size-3.5 group-has-[:checked]:block" strokeWidth={3} />
      </span>
      {Icon ? <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" /> : null}
      <span className="font-medium">{label}</span>
    </label>
  );
}
