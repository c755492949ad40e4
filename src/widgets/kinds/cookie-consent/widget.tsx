/** @jsxImportSource preact */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import {
  CHOICE_KEY,
  activateScripts,
  consentModeUpdate,
  decodeChoice,
  encodeChoice,
  offeredCategories,
  sendConsentMode,
} from './consent';
import type { ConsentCategory, CookieConsentSettings } from './settings';

/*
 * The cookie banner: a labelled region at the bottom edge or in a corner, never a focus trap (the page stays
 * usable; nothing is pre-ticked; Reject all is the same button as Accept all). "Choose" discloses the
 * per-category switches with Save; Escape closes them. After a choice, a small button reopens it, as does
 * window.LocalBoost.openConsent() and any host element with data-localboost-consent (CSP-safe footer links).
 */

type Phase = 'banner' | 'closed';

function CookieConsent({ settings, context }: { settings: CookieConsentSettings; context: WidgetContext }) {
  const id = useId();
  const live = !context.preview;
  const offered = offeredCategories(settings);
  const [choice, setChoice] = useState<ConsentCategory[] | null>(() =>
    live ? decodeChoice(settings, context.store.get(CHOICE_KEY)) : null,
  );
  const [phase, setPhase] = useState<Phase>(choice ? 'closed' : 'banner');
  const [panel, setPanel] = useState(false);
  const [draft, setDraft] = useState<ConsentCategory[]>(choice ?? []);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const panelTitleRef = useRef<HTMLHeadingElement>(null);
  const reopenButtonRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  /** Where focus goes once the next render is on screen. */
  const [focusNext, setFocusNext] = useState<'panel' | 'reopen' | 'choose' | null>(null);

  // A choice made on an earlier page: its scripts and its Consent Mode signal, at once.
  useEffect(() => {
    if (!live) return;
    activateScripts(choice ?? []);
    if (choice && settings.consentMode) sendConsentMode(consentModeUpdate(settings, choice));
    // Started while the page is still being parsed (a long page, the consent snippet high in it): the scripts
    // marked further down are not there yet. They run once parsed, by the choice stored by then.
    if (document.readyState === 'loading')
      document.addEventListener(
        'DOMContentLoaded',
        () => activateScripts(decodeChoice(settings, context.store.get(CHOICE_KEY)) ?? []),
        { once: true },
      );
    // Only at start: later choices apply in decide().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reopen = () => {
    setDraft(choice ?? []);
    setPanel(true);
    setPhase('banner');
    setFocusNext('panel');
  };

  // The host page's ways in: window.LocalBoost.openConsent() when the loader's namespace exists, and a click
  // on any element marked data-localboost-consent (no inline script needed, so a strict CSP is fine).
  useEffect(() => {
    if (!live) return;
    const open = () => reopen();
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target && typeof target.closest === 'function' && target.closest('[data-localboost-consent]')) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('click', onClick);
    const namespace = (window as unknown as { LocalBoost?: { openConsent?: () => void } }).LocalBoost;
    if (namespace && typeof namespace === 'object') namespace.openConsent = open;
    return () => {
      document.removeEventListener('click', onClick);
      if (namespace && namespace.openConsent === open) delete namespace.openConsent;
    };
    // reopen() reads the current choice: registered again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, choice]);

  useLayoutEffect(() => {
    if (!focusNext) return;
    ({ panel: panelTitleRef, reopen: reopenButtonRef, choose: chooseRef })[focusNext].current?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const decide = (granted: ConsentCategory[]) => {
    const banner = bannerRef.current;
    // In the runtime's shadow root, document.activeElement is the host: the banner's own root knows.
    const hadFocus = !!banner?.contains((banner.getRootNode() as Document | ShadowRoot).activeElement);
    if (live) {
      context.store.set(CHOICE_KEY, encodeChoice(settings, granted));
      activateScripts(granted);
      if (settings.consentMode) sendConsentMode(consentModeUpdate(settings, granted));
    }
    setChoice(granted);
    setDraft(granted);
    setPanel(false);
    setPhase('closed');
    if (hadFocus) focusAfterClosing();
  };

  // To the reopen button; without one, to the placeholder the owner pasted (focusable by script only, until
  // focus leaves it), as the announcement bar does: focus on a button that goes would fall to the page's start.
  const focusAfterClosing = () => {
    const root = bannerRef.current?.getRootNode();
    if (settings.reopenButton || !(root instanceof ShadowRoot)) return setFocusNext('reopen');
    const host = root.host as HTMLElement;
    host.tabIndex = -1;
    host.focus({ preventScroll: true });
    host.addEventListener('blur', () => host.removeAttribute('tabindex'), { once: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (panel) {
      setPanel(false);
      setFocusNext('choose');
    } else if (choice) {
      setPhase('closed');
      focusAfterClosing();
    } else return;
    event.stopPropagation();
  };

  const fg = readableTextOn(settings.colors.background);
  const theme = {
    '--cc-bg': settings.colors.background,
    '--cc-fg': fg,
    '--cc-accent': settings.colors.accent,
    '--cc-on-accent': readableTextOn(settings.colors.accent),
  };
  const side = settings.position === 'bottom-left' ? 'left' : 'right';

  if (phase === 'closed') {
    return settings.reopenButton ? (
      <button ref={reopenButtonRef} type="button" class={`reopen ${side}`} style={theme} onClick={reopen}>
        {settings.buttons.reopen}
      </button>
    ) : null;
  }

  const switchRow = (category: ConsentCategory | 'necessary') => {
    const text = settings.texts[category];
    const necessary = category === 'necessary';
    return (
      <li key={category} class="cat">
        <label class="row">
          <input
            type="checkbox"
            role="switch"
            checked={necessary || draft.includes(category)}
            disabled={necessary}
            aria-describedby={text.description ? `${id}-${category}` : undefined}
            onChange={(event) => {
              if (necessary) return;
              const on = event.currentTarget.checked;
              setDraft((current) =>
                on
                  ? offered.filter((c) => c === category || current.includes(c))
                  : current.filter((c) => c !== category),
              );
            }}
          />
          <span class="name">{text.name}</span>
          {necessary && <span class="always">{settings.buttons.alwaysOn}</span>}
        </label>
        {text.description && (
          <p class="desc" id={`${id}-${category}`}>
            {text.description}
          </p>
        )}
      </li>
    );
  };

  return (
    // Escape closes the choices (or a reopened banner) from anywhere inside: a keyboard shortcut of the
    // region, whose own controls are all buttons and switches.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={bannerRef}
      class={settings.layout === 'box' ? `box ${side}` : 'bar'}
      style={theme}
      aria-labelledby={`${id}-t`}
      onKeyDown={onKeyDown}
    >
      <div class="in">
        <div class="text">
          <h2 class="title" id={`${id}-t`}>
            {settings.title}
          </h2>
          <p class="msg">
            {settings.message}
            {settings.policy.url && (
              <>
                {' '}
                <a href={settings.policy.url}>{settings.policy.label}</a>
              </>
            )}
          </p>
        </div>
        <div class="acts">
          <button type="button" class="btn main" onClick={() => decide([...offered])}>
            {settings.buttons.acceptAll}
          </button>
          <button type="button" class="btn main" onClick={() => decide([])}>
            {settings.buttons.rejectAll}
          </button>
          <button
            ref={chooseRef}
            type="button"
            class="btn alt"
            aria-expanded={panel}
            aria-controls={`${id}-p`}
            onClick={() => setPanel(!panel)}
          >
            {settings.buttons.choose}
          </button>
          {choice && (
            <button
              type="button"
              class="btn alt"
              onClick={() => {
                setPhase('closed');
                focusAfterClosing();
              }}
            >
              {settings.buttons.close}
            </button>
          )}
        </div>
        <div class="panel" id={`${id}-p`} role="group" aria-labelledby={`${id}-c`} hidden={!panel}>
          <h3 class="ptitle" id={`${id}-c`} ref={panelTitleRef} tabIndex={-1}>
            {settings.buttons.choicesTitle}
          </h3>
          <ul class="cats">
            {switchRow('necessary')}
            {offered.map(switchRow)}
          </ul>
          <button
            type="button"
            class="btn main save"
            onClick={() => decide(offered.filter((c) => draft.includes(c)))}
          >
            {settings.buttons.save}
          </button>
        </div>
      </div>
    </section>
  );
}

const styles = `
.bar,.box{position:fixed;z-index:2147483000;bottom:0;box-sizing:border-box;max-height:calc(100% - 16px);overflow:auto;container-type:inline-size;background:var(--cc-bg);color:var(--cc-fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;text-align:start;box-shadow:0 -2px 16px rgba(0,0,0,.25)}
.bar{left:0;right:0;padding:16px}
.box{bottom:16px;max-height:calc(100% - 32px);width:400px;max-width:calc(100% - 32px);padding:20px;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.3)}
.left{left:16px}.right{right:16px}
.in{display:grid;gap:12px;max-width:1120px;margin:0 auto}
.title{margin:0 0 4px;font-size:18px;line-height:1.3;font-weight:700}
.msg{margin:0;white-space:pre-line}
a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.acts{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.alt{grid-column:span 2}
.btn{min-height:44px;margin:0;padding:10px 16px;border:2px solid var(--cc-accent);border-radius:8px;background:var(--cc-accent);color:var(--cc-on-accent);font:inherit;font-weight:600;line-height:1.25;cursor:pointer}
.btn.alt{background:transparent;color:var(--cc-fg);border-color:currentColor}
.panel{display:grid;gap:12px;border-top:1px solid;padding-top:12px}
.panel[hidden]{display:none}
.ptitle{margin:0;font-size:16px;font-weight:700}
.cats{margin:0;padding:0;list-style:none;display:grid;gap:8px}
.row{display:flex;align-items:center;gap:12px;min-height:44px;cursor:pointer;font-weight:600}
.row input{flex:none;width:22px;height:22px;margin:0;accent-color:var(--cc-accent);cursor:inherit}
.row input:disabled{cursor:default}
.always{padding:0 8px;border:1px solid;border-radius:12px;font-weight:400;font-size:14px}
.desc{margin:0 0 0 34px;font-size:14px;white-space:pre-line}
.reopen{position:fixed;z-index:2147483000;bottom:16px;min-height:44px;min-width:44px;margin:0;padding:8px 16px;border:2px solid var(--cc-accent);border-radius:22px;background:var(--cc-accent);color:var(--cc-on-accent);font:600 14px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)}
.btn:focus-visible,.reopen:focus-visible{outline:3px solid var(--cc-fg);outline-offset:2px}
.reopen:focus-visible{outline-color:var(--cc-on-accent);outline-offset:-6px}
@container (min-width:760px){.in{grid-template-columns:1fr auto;align-items:center;column-gap:24px}.acts{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:1fr}.alt{grid-column:auto}.panel{grid-column:1/-1}.cats{grid-template-columns:repeat(2,1fr)}.save{justify-self:start}}
@media (prefers-reduced-motion:no-preference){.bar,.box{animation:cc-in .25s ease-out}}
@keyframes cc-in{from{transform:translateY(24px);opacity:0}}
@media (forced-colors:active){.bar,.box{border:2px solid}}
@media print{.bar,.box,.reopen{display:none}}
`;

const cookieConsentModule: WidgetKindModule<CookieConsentSettings> = {
  styles,
  Widget: ({ settings, context }) => <CookieConsent settings={settings} context={context} />,
};

export default cookieConsentModule;
