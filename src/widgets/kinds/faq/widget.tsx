/** @jsxImportSource preact */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetKindModule } from '../../runtime/kind-module';
import { paragraphs } from './paragraphs';
import type { FaqSettings } from './settings';

/*
 * The FAQ accordion (WAI-ARIA APG accordion pattern): each question is a button inside a heading, with
 * aria-expanded and aria-controls; its answer is a region labelled by the button (a plain container when
 * more than six, so a long FAQ does not flood the landmark list). Up/Down/Home/End move between questions.
 * Closed answers are hidden="until-found": the browser's find-in-page reaches them and opens them
 * (beforematch) where supported, and they stay in the DOM for crawlers that run scripts.
 */

const REGION_LIMIT = 6;

/** Lower case, without accents: "Crème" matches "creme". */
const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function Faq({ settings }: { settings: FaqSettings }) {
  const id = useId();
  const [open, setOpen] = useState<readonly number[]>(() => (settings.openFirst ? [0] : []));
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const { items } = settings;
  const searchable = settings.search.enabled && items.length > settings.search.minItems;
  const words = searchable ? fold(query).split(/\s+/).filter(Boolean) : [];
  const shown = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => {
      const haystack = fold(`${item.question}\n${item.answer}`);
      return words.every((word) => haystack.includes(word));
    });

  const toggle = (index: number) =>
    setOpen((current) =>
      current.includes(index)
        ? current.filter((other) => other !== index)
        : settings.expand === 'one'
          ? [index]
          : [...current, index],
    );

  // Find-in-page opened a hidden answer: mark it open so its button says so.
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const onBeforeMatch = (event: Event) => {
      const index = Number((event.target as HTMLElement).dataset.index);
      setOpen((current) =>
        current.includes(index) ? current : settings.expand === 'one' ? [index] : [...current, index],
      );
    };
    root.addEventListener('beforematch', onBeforeMatch);
    return () => root.removeEventListener('beforematch', onBeforeMatch);
  }, [settings.expand]);

  const onKeyDown = (event: KeyboardEvent, position: number) => {
    const last = shown.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? position === last
          ? 0
          : position + 1
        : event.key === 'ArrowUp'
          ? position === 0
            ? last
            : position - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    buttons.current[shown[target]!.index]?.focus();
  };

  const level = Number(settings.headingLevel);
  const Title = `h${level}` as 'h2';
  const Question = `h${settings.title ? Math.min(level + 1, 6) : level}` as 'h3';
  const asRegion = shown.length <= REGION_LIMIT;

  return (
    <div
      class="faq"
      style={{
        '--faq-bg': settings.colors.background,
        '--faq-fg': readableTextOn(settings.colors.background),
        '--faq-accent': settings.colors.accent,
        '--faq-radius': `${settings.radius}px`,
      }}
    >
      <div class="in">
        {settings.title && <Title class="title">{settings.title}</Title>}
        {searchable && (
          <div class="search">
            <label for={`${id}-q`}>{settings.search.label}</label>
            <input
              id={`${id}-q`}
              type="search"
              autocomplete="off"
              value={query}
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
            <p role="status" class="status">
              {shown.length === 0 ? settings.search.noResults : ''}
            </p>
          </div>
        )}
        <div ref={list}>
          {shown.map(({ item, index }, position) => {
            const expanded = open.includes(index);
            return (
              <div class={expanded ? 'item open' : 'item'} key={index}>
                <Question class="q">
                  <button
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    type="button"
                    class="btn"
                    id={`${id}-b${index}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-p${index}`}
                    onClick={() => toggle(index)}
                    onKeyDown={(event) => onKeyDown(event, position)}
                  >
                    <span>{item.question}</span>
                    <span class="chev" aria-hidden="true" />
                  </button>
                </Question>
                <div
                  id={`${id}-p${index}`}
                  class="a"
                  data-index={index}
                  role={asRegion ? 'region' : undefined}
                  aria-labelledby={asRegion ? `${id}-b${index}` : undefined}
                  hidden={expanded ? undefined : 'until-found'}
                >
                  {paragraphs(item.answer).map((paragraph, line) => (
                    <p key={line}>{paragraph}</p>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const styles = `
.faq{container-type:inline-size;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--faq-fg);text-align:start}
.in{background:var(--faq-bg);border-radius:var(--faq-radius);padding:16px}
.title{margin:0 0 12px;font-size:22px;line-height:1.3;font-weight:700}
.search{display:grid;gap:4px;margin:0 0 12px}
.search label{font-weight:600}
.search input{box-sizing:border-box;width:100%;min-height:44px;margin:0;padding:8px 12px;border:1px solid var(--faq-fg);border-radius:min(var(--faq-radius),8px);background:var(--faq-bg);color:var(--faq-fg);font:inherit}
.status{margin:0;min-height:0}
.status:empty{position:absolute}
.item{border-top:1px solid;border-color:color-mix(in srgb,var(--faq-fg) 25%,transparent)}
.item:first-child{border-top:0}
.item.open{box-shadow:inset 4px 0 0 var(--faq-accent)}
.q{margin:0;font-size:inherit;line-height:inherit}
.btn{box-sizing:border-box;display:flex;width:100%;min-height:48px;align-items:center;justify-content:space-between;gap:12px;margin:0;padding:12px 8px 12px 16px;border:0;border-radius:0;background:transparent;color:inherit;font:inherit;font-weight:600;text-align:start;cursor:pointer}
.btn:focus-visible,.search input:focus-visible{outline:3px solid var(--faq-fg);outline-offset:-3px}
.chev{flex:none;width:9px;height:9px;margin:0 6px 4px;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(45deg)}
[aria-expanded=true] .chev{margin-top:8px;margin-bottom:0;transform:rotate(-135deg)}
.a{padding:0 8px 12px 16px}
.a[hidden]{padding:0}
.a p{margin:0 0 8px;white-space:normal;overflow-wrap:anywhere}
.a p:last-child{margin:0}
@container (min-width:560px){.in{padding:24px}.title{font-size:26px}.btn{padding:14px 12px 14px 20px}.a{padding:0 12px 16px 20px}.a[hidden]{padding:0}}
@media (prefers-reduced-motion:no-preference){.chev{transition:transform .15s}}
@media (forced-colors:active){.item.open{border-left:4px solid}}
`;

/** schema.org FAQPage: every question with its answer (the answer's lines as one text). */
export function faqStructuredData(settings: FaqSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: settings.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: paragraphs(item.answer).join('\n') },
    })),
  };
}

const faqModule: WidgetKindModule<FaqSettings> = {
  styles,
  Widget: ({ settings }) => <Faq settings={settings} />,
  structuredData: faqStructuredData,
};

export default faqModule;
