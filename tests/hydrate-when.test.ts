import { describe, expect, it } from 'vitest';
import { HYDRATE_AFTER_PAINT, HYDRATE_ON_INTERACTION } from '@/lib/first-paint/hydrate-on-interaction';
import { hydrateWhenFor } from '../build/hydrate-when';

describe('hydrateWhenFor', () => {
  const menu =
    '<button type="button" aria-label="Menu" popoverTarget="mobile-menu"><svg></svg></button>';

  it('starts at the first interaction when every control is answered by the page itself', () => {
    expect(hydrateWhenFor(`<header>${menu}</header><main><a href="/tools">Tools</a></main>`)).toBe(
      HYDRATE_ON_INTERACTION,
    );
    const choice =
      '<div role="radiogroup"><label><input type="radio" name="billing" value="monthly" checked/>Monthly</label></div>';
    const jump = '<a href="#plans">Start Free Trial</a>';
    expect(hydrateWhenFor(`${menu}<main>${choice}${jump}</main>`)).toBe(HYDRATE_ON_INTERACTION);
    // The browser opens and closes a <details> by itself.
    const details = '<details name="faq"><summary>More?</summary><p>Yes.</p></details>';
    expect(hydrateWhenFor(`${menu}<main>${details}</main>`)).toBe(HYDRATE_ON_INTERACTION);
    // A kind the page's script does not know needs the app.
    expect(hydrateWhenFor(`${menu}<main><button data-early="dialog">Book</button></main>`)).toBe(
      HYDRATE_AFTER_PAINT,
    );
  });

  it('starts after paint when any control needs the app', () => {
    for (const control of [
      '<button type="submit">Send</button>',
      '<div role="button" tabindex="0">Pick</div>',
      '<button type="button" role="radio" aria-checked="false">Annual</button>',
      '<span class="x" role="switch" aria-checked="true"></span>',
      '<button data-state="closed" role="tab">HTML</button>',
    ])
      expect(hydrateWhenFor(`${menu}<main>${control}</main>`), control).toBe(HYDRATE_AFTER_PAINT);
  });

  it('leaves content only the app renders to start the app when it comes on screen', () => {
    expect(hydrateWhenFor(`${menu}<div data-start-when-visible=""></div>`)).toBe(HYDRATE_ON_INTERACTION);
    const tab =
      '<div role="radiogroup"><label><input type="radio" name="install-platform" value="html" checked/>HTML</label></div>';
    const copy = '<button type="button" data-early="copy" data-copy-from="s" data-copy-status="t">Copy snippet</button>';
    const shortlist = '<button type="button" aria-pressed="false" data-early="shortlist" data-tool-id="3">Shortlist</button>';
    expect(hydrateWhenFor(`${menu}<main>${tab}${copy}${shortlist}<div data-start-when-visible=""></div></main>`)).toBe(
      HYDRATE_ON_INTERACTION,
    );
  });
});
