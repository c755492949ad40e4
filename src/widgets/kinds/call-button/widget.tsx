/** @jsxImportSource preact */
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { openStatus, statusText } from '../../shared/opening-hours';
import { useMinuteClock } from '../../shared/use-minute-clock';
import type { CallButtonSettings } from './settings';

const styles = `
.cb--floating { position: fixed; bottom: 16px; z-index: 2147483000; max-width: calc(100% - 32px); }
.cb--bottom-right { right: 16px; }
.cb--bottom-left { left: 16px; }
.cb--inline { container-type: inline-size; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; flex-wrap: wrap;
  min-width: 48px; min-height: 48px; padding: 0 20px; border-radius: 999px;
  background: var(--cb-bg); color: var(--cb-fg); font-size: 16px; font-weight: 600; line-height: 20px;
  text-decoration: none; cursor: pointer;
}
.cb--floating .button { box-shadow: 0 4px 14px rgba(0, 0, 0, 0.22); }
.cb--floating .button:focus-visible { box-shadow: 0 0 0 2px #ffffff, 0 4px 14px rgba(0, 0, 0, 0.22); }
.button:hover { filter: brightness(0.94); }
.icon { width: 22px; height: 22px; flex: none; }
.number { font-weight: 400; white-space: nowrap; }
.closed {
  display: inline-flex; align-items: center; min-height: 48px; margin: 0; padding: 0 16px; border-radius: 999px;
  background: #ffffff; color: #111827; border: 1px solid #d1d5db; font-size: 15px; line-height: 20px;
}
.preview-note {
  margin: 0; padding: 8px 12px; border-radius: 8px; background: #ffffff; color: #374151;
  border: 1px dashed #6b7280; font-size: 14px; line-height: 20px; max-width: 260px;
}
@container (max-width: 320px) { .button, .closed { width: 100%; } }
@media (prefers-reduced-motion: no-preference) {
  .cb--floating { animation: cb-in 220ms ease-out; }
  @keyframes cb-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
}
`;

const PhoneIcon = () => (
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
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
  </svg>
);

function Widget({ settings, context }: { settings: CallButtonSettings; context: WidgetContext }) {
  // The editor's preview keeps its clock going: "only while open" ticked on hours after it opened goes by the
  // time now, not the first render's.
  const now = useMinuteClock(settings.onlyWhileOpen || context.preview);
  const floating = settings.placement === 'floating';
  const status = settings.onlyWhileOpen ? openStatus(settings.hours, now) : null;
  const closedNote = status && !status.open ? statusText(status, settings.hours, true) : null;
  const rootClass = `cb ${floating ? `cb--floating cb--${settings.corner}` : 'cb--inline'}`;

  if (closedNote) {
    // Floating: nothing on the visitor's page outside the hours (the owner's preview says why).
    if (floating) {
      return context.preview ? (
        <div class={rootClass}>
          <p class="preview-note">Visitors see no button now. {closedNote}.</p>
        </div>
      ) : null;
    }
    return (
      <div class={rootClass}>
        <p class="closed">{closedNote}</p>
      </div>
    );
  }

  return (
    <div
      class={rootClass}
      style={{ '--cb-bg': settings.background, '--cb-fg': readableTextOn(settings.background) }}
    >
      <a class="button" href={`tel:${settings.phone}`}>
        <PhoneIcon />
        <span>{settings.label}</span>{' '}
        <span class={settings.showNumber ? 'number' : 'lb-visually-hidden'}>{settings.display}</span>
      </a>
    </div>
  );
}

const callButton: WidgetKindModule<CallButtonSettings> = { styles, Widget };
export default callButton;
