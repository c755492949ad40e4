import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The eye button beside a password, in the form and in each dashboard row. */
export function PasswordVisibilityToggle({
  visible,
  onToggle,
  disabled,
  className,
  controls,
}: {
  visible: boolean;
  onToggle: () => void;
  disabled?: boolean;
  className?: string;
  /** id of the element whose content it reveals */
  controls?: string;
}) {
  const Icon = visible ? EyeOff : Eye;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
