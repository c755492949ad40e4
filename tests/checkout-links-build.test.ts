// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';
import { checkoutLinksPlugin } from '../build/checkout-links-plugin.ts';
import { CHECKOUT_LINK_SETTINGS, resolveCheckoutLinks } from '../src/config/checkout-settings.ts';

/** The build's own check, through Vite's real config resolution (as tests/data-mode-build.test.ts does). */
async function resolveBuild(env: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of ['VITE_DEMO_MODE', ...Object.values(CHECKOUT_LINK_SETTINGS)]) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await resolveConfig(
      { configFile: false, root: process.cwd(), envDir: '/nonexistent-env-dir', plugins: [checkoutLinksPlugin()], logLevel: 'silent' },
      'build',
    );
  } finally {
    process.env = saved;
  }
}

const SUPABASE = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' };
const realLinks = Object.fromEntries(
  Object.values(CHECKOUT_LINK_SETTINGS).map((name, index) => [name, `https://buy.stripe.com/test_link${index}`]),
);

describe('production build checkout links', () => {
  it('refuses a Supabase build with no links, naming every one', async () => {
    const failure = resolveBuild(SUPABASE);
    await expect(failure).rejects.toThrow(/^Refusing to build: Checkout links are not configured/);
    for (const name of Object.values(CHECKOUT_LINK_SETTINGS)) await expect(failure).rejects.toThrow(`${name} is missing`);
  });

  it('names a placeholder link and a non-https one, and only those', async () => {
    const failure = resolveBuild({
      ...SUPABASE,
      ...realLinks,
      VITE_CHECKOUT_PROFESSIONAL_ANNUAL: 'https://checkout.example.com/REPLACE-ME/professional-annual',
      VITE_CHECKOUT_PREMIUM: 'http://buy.stripe.com/plain-http',
    });
    await expect(failure).rejects.toThrow(
      /VITE_CHECKOUT_PROFESSIONAL_ANNUAL is a placeholder \("https:\/\/checkout\.example\.com\/REPLACE-ME\/professional-annual"\); VITE_CHECKOUT_PREMIUM is not an https URL/,
    );
    await expect(failure).rejects.not.toThrow(/VITE_CHECKOUT_STARTER_MONTHLY/);
  });

  it('builds a Supabase site with real links, and the demo with none', async () => {
    await expect(resolveBuild({ ...SUPABASE, ...realLinks })).resolves.toBeTruthy();
    await expect(resolveBuild({ VITE_DEMO_MODE: 'true' })).resolves.toBeTruthy();
  });
});

describe('resolveCheckoutLinks', () => {
  it('gives the demo its own test checkout for every link, ignoring any settings', () => {
    const links = resolveCheckoutLinks(realLinks, 'demo');
    expect(links['professional-annual']).toBe('/test-checkout?link=professional-annual');
    expect(Object.values(links).every((href) => href.startsWith('/test-checkout?link='))).toBe(true);
  });

  it('gives a production site the configured links', () => {
    expect(resolveCheckoutLinks(realLinks, 'supabase').premium).toBe(realLinks.VITE_CHECKOUT_PREMIUM);
  });
});
