/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { announcementFingerprint, withinSchedule } from './schedule';
import type { AnnouncementBarSettings } from './settings';

/*
 * Fixed over the page, never in its flow: a bar pushed into the page after it has painted moves everything
 * below it, which is what layout-shift metrics count; an element that appears over the page moves nothing.
 * Its slide-in is a transform (no layout), and only without prefers-reduced-motion.
 */
const styles = `
.bar {
  position: fixed; left: 0; right: 0; z-index: 2147483000; container-type: inline-size;
  display: flex; align-items: center; min-height: 48px; padding: 4px 8px 4px 16px;
  background: var(--bar-bg); color: var(--bar-fg); font-size: 15px; line-height: 20px;
  box-shadow: 0 1px 6px rgba(0, 0, 0, 0.18);
}
.bar--top { top: 0; }
.bar--bottom { bottom: 0; }
.inner {
  flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; column-gap: 12px;
  min-width: 0; text-align: center;
}
.text { margin: 0; padding: 12px 0; overflow-wrap: anywhere; }
.link {
  display: inline-flex; align-items: center; min-height: 44px; color: inherit; font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px;
}
.close {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  margin: 0 0 0 8px; padding: 0; border: 0; border-radius: 8px; background: transparent; color: inherit;
  cursor: pointer; font: inherit;
}
.close:hover { background: rgba(127, 127, 127, 0.2); }
.close svg { width: 18px; height: 18px; }
:host(:focus) { outline: none; }
@container (max-width: 520px) {
  .inner { justify-content: flex-start; text-align: start; }
  .text { padding: 8px 0 0; }
}
@media (prefers-reduced-motion: no-preference) {
  .bar--top { animation: bar-down 240ms ease-out; }
  .bar--bottom { animation: bar-up 240ms ease-out; }
  @keyframes bar-down { from { transform: translateY(-100%); } to { transform: none; } }
  @keyframes bar-up { from { transform: translateY(100%); } to { transform: none; } }
}
`;

const DISMISSED = 'dismissed';

function Widget({ settings, context }: { settings: AnnouncementBarSettings; context: WidgetContext }) {
  const [dismissed, setDismissed] = useState(() => context.store.get(DISMISSED));
  const barRef = useRef<HTMLDivElement>(null);
  const { link } = settings;
  const fingerprint = announcementFingerprint(settings.text, link.show ? `${link.url}\n${link.label}` : '');
  // A bar the owner made not dismissible shows to everyone, including visitors who closed it before.
  // The editor's preview shows the bar whatever its dates: a bar scheduled for next week would otherwise leave
  // the owner an empty preview, with nothing to see while writing it.
  if (
    (settings.dismissible && dismissed === fingerprint) ||
    (!context.preview && !withinSchedule(settings.schedule, new Date()))
  )
    return null;
  const dismiss = () => {
    // Focus on the close button would fall to the page's start with the bar gone: it goes to the placeholder
    // instead (focusable by script only), so the next Tab goes on from where the owner pasted the widget.
    const root = barRef.current?.getRootNode();
    const host = root instanceof ShadowRoot && root.activeElement ? (root.host as HTMLElement) : null;
    setDismissed(fingerprint);
    context.store.set(DISMISSED, fingerprint);
    if (!host) return;
    host.tabIndex = -1;
    host.focus({ preventScroll: true });
    host.addEventListener('blur', () => host.removeAttribute('tabindex'), { once: true });
  };
  return (
    <div
      ref={barRef}
      class={`bar bar--${settings.position}`}
      role="region"
      aria-label="Announcement"
      style={{ '--bar-bg': settings.background, '--bar-fg': readableTextOn(settings.background) }}
    >
      <div class="inner">
        <p class="text">{settings.text}</p>
        {link.show && link.label && link.url && (
          <a class="link" href={link.url}>
            {link.label}
          </a>
        )}
      </div>
      {settings.dismissible && (
        <button type="button" class="close" aria-label="Dismiss announcement" onClick={dismiss}>
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
      )}
    </div>
  );
}

const announcementBar: WidgetKindModule<AnnouncementBarSettings> = { styles, Widget };
export default announcementBar;
