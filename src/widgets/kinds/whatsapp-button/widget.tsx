/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import type { WhatsAppButtonSettings } from './settings';
import { whatsappUrl } from './wa-link';

const styles = `
.wa { --wa-shadow: 0 4px 14px rgba(0, 0, 0, 0.22); }
.wa--floating {
  position: fixed; bottom: 16px; z-index: 2147483000; max-width: calc(100% - 32px);
  display: flex; flex-direction: column; gap: 12px;
}
.wa--bottom-right { right: 16px; align-items: flex-end; }
.wa--bottom-left { left: 16px; align-items: flex-start; }
.wa--inline { container-type: inline-size; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-width: 48px; min-height: 48px; padding: 0 18px; border-radius: 999px;
  background: var(--wa-bg); color: var(--wa-fg); font-size: 16px; font-weight: 600; line-height: 20px;
  text-decoration: none; box-shadow: var(--wa-shadow); cursor: pointer;
}
.button--icon { width: 56px; height: 56px; padding: 0; }
.button:hover { filter: brightness(0.94); }
.wa--inline .button { box-shadow: none; }
.wa .button:focus-visible { box-shadow: 0 0 0 2px #ffffff, var(--wa-shadow); }
.icon { width: 24px; height: 24px; flex: none; }
.bubble {
  position: relative; display: flex; align-items: flex-start; gap: 4px; max-width: 280px;
  padding: 12px 4px 12px 16px; border-radius: 12px; background: #ffffff; color: #111827;
  font-size: 15px; line-height: 20px; box-shadow: var(--wa-shadow);
}
.bubble-text { margin: 0; padding-top: 12px; overflow-wrap: anywhere; }
.close {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  margin: 0; padding: 0; border: 0; border-radius: 8px; background: transparent; color: #374151; cursor: pointer;
  font: inherit;
}
.close:hover { background: #f3f4f6; }
.close svg { width: 18px; height: 18px; }
@container (max-width: 320px) { .button:not(.button--icon) { width: 100%; } }
@media (prefers-reduced-motion: no-preference) {
  .wa--floating { animation: wa-in 220ms ease-out; }
  @keyframes wa-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
}
`;

/** A speech bubble, drawn for this kind (no brand artwork shipped). */
const ChatIcon = () => (
  <svg
    class="icon"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z" />
    <path d="M8 12h.01M12 12h.01M16 12h.01" stroke-linecap="round" stroke-width="2.6" />
  </svg>
);

const GREETING_CLOSED = 'greeting-closed';

function Widget({ settings, context }: { settings: WhatsAppButtonSettings; context: WidgetContext }) {
  const floating = settings.placement === 'floating';
  const iconOnly = !settings.showLabel;
  const greets = floating && settings.greeting.show && settings.greeting.text.trim() !== '';
  // The host page's localStorage only when there is a greeting to keep closed: a page's first read of it
  // costs a phone's main thread several milliseconds.
  const [greetingClosed, setGreetingClosed] = useState(
    () => greets && context.store.get(GREETING_CLOSED) === '1',
  );
  const showGreeting = greets && !greetingClosed;
  const link = useRef<HTMLAnchorElement>(null);
  const closeGreeting = () => {
    setGreetingClosed(true);
    context.store.set(GREETING_CLOSED, '1');
    // The close button goes with the bubble: focus moves on to the chat link, not back to the page's start.
    link.current?.focus();
  };
  return (
    <div
      class={`wa ${floating ? `wa--floating wa--${settings.corner}` : 'wa--inline'}`}
      style={{ '--wa-bg': settings.background, '--wa-fg': readableTextOn(settings.background) }}
    >
      {showGreeting && (
        <div class="bubble">
          <p class="bubble-text">{settings.greeting.text}</p>
          <button type="button" class="close" aria-label="Close message" onClick={closeGreeting}>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              stroke-width="2.4"
              stroke-linecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
      <a
        ref={link}
        // Whole names, not a suffix added to one: the formatter's class sorting trims a template's leading space.
        class={iconOnly ? 'button button--icon' : 'button'}
        href={whatsappUrl(settings.phone, settings.message)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ChatIcon />
        <span class={iconOnly ? 'lb-visually-hidden' : undefined}>{settings.label}</span>
      </a>
    </div>
  );
}

const whatsappButton: WidgetKindModule<WhatsAppButtonSettings> = { styles, Widget };
export default whatsappButton;
