import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

/** A password input with a show/hide button; hidden by default. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <PasswordVisibilityToggle
        className="absolute right-0.5 top-1/2 -translate-y-1/2"
        visible={visible}
        controls={props.id}
        disabled={props.disabled}
        onToggle={() => setVisible((v) => !v)}
      />
    </div>
  );
}
