import type { Ref } from 'react';
import { HONEYPOT_FIELD_NAME } from '@/lib/honeypot';

/**
 * The hidden field of a form's honeypot (src/lib/honeypot.ts). Hidden from people and assistive
 * technology (off-screen, aria-hidden, never reached with Tab, no autofill) but not with display:none
 * or the hidden attribute, which bots recognise and skip.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD_NAME}>Leave this field empty</label>
      <input
        ref={ref}
        id={HONEYPOT_FIELD_NAME}
        name={HONEYPOT_FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
