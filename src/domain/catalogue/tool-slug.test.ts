// @vitest-environment node
import { TOOLS } from './tools';
import { toolHref, toolSlug } from './tool-slug';

describe('toolSlug', () => {
  it('makes lowercase, hyphenated, ASCII slugs', () => {
    expect(toolSlug('Google Reviews Widget')).toBe('google-reviews-widget');
    expect(toolSlug('Q&A / FAQ Builder!')).toBe('q-and-a-faq-builder');
    expect(toolSlug('Café Menu')).toBe('cafe-menu');
  });

  it('gives every catalogue tool its own slug', () => {
    const slugs = TOOLS.map((tool) => toolSlug(tool.name));
    expect(new Set(slugs).size).toBe(TOOLS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('sends premium tools to their premium page and the rest to /tool/{slug}', () => {
    expect(toolHref({ name: 'Voice Agent AI', premium: true })).toBe('/premium/voice-agent-ai');
    expect(toolHref({ name: 'Google Reviews Widget' })).toBe('/tool/google-reviews-widget');
  });
});
