import { describe, expect, it } from 'vitest';
import { TOOLS } from '@/features/catalogue/data/tools';
import { PREVIEW_KINDS, previewKind } from './preview-kind';

const byName = (name: string) => {
  const tool = TOOLS.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`No tool named ${name}`);
  return tool;
};

describe('previewKind', () => {
  it('gives every catalogue tool one of the preview kinds', () => {
    for (const tool of TOOLS) expect(PREVIEW_KINDS, tool.name).toContain(previewKind(tool));
  });

  it('uses every kind for at least one tool that has a page', () => {
    const used = new Set(TOOLS.filter((tool) => !tool.premium).map(previewKind));
    expect([...used].sort()).toEqual([...PREVIEW_KINDS].sort());
  });

  it.each([
    ['Google Reviews Widget', 'reviews'],
    ['AI Review Response Assistant', 'reviews'],
    ['WhatsApp Chat Button', 'chat'],
    ['Click-to-Call Button', 'chat'],
    ['Quick Appointment Booking', 'booking'],
    ['Open House Scheduler', 'booking'],
    ['Instagram Feed Display', 'social'],
    ['Smart Popup Converter', 'popup'],
    ['Cookie Consent Manager', 'popup'],
    ['Contact Form Builder Pro', 'form'],
    ['Patient Intake Form', 'form'],
    ['Image Gallery Pro', 'gallery'],
    ['Property Listing Showcase', 'gallery'],
    ['Animated Number Counter', 'counter'],
    ['Countdown Timer Pro', 'counter'],
    ['Restaurant Menu Display', 'menu'],
    ['Service Price List', 'menu'],
    ['Google Maps Locator', 'map'],
    ['Store Locator & Finder', 'map'],
    ['Podcast Player Pro', 'media'],
    ['FAQ Accordion Builder', 'faq'],
  ])('shows %s as %s', (name, kind) => {
    expect(previewKind(byName(name))).toBe(kind);
  });

  it('falls back to the category when no name rule matches', () => {
    expect(previewKind({ name: 'Something New', category: 'Review Tools' })).toBe('reviews');
    expect(previewKind({ name: 'Something New', category: 'Chat Tools' })).toBe('chat');
    expect(previewKind({ name: 'Something New', category: 'Restaurants' })).toBe('menu');
  });

  it('lets the name win over the category', () => {
    expect(previewKind({ name: 'Holiday Countdown', category: 'Review Tools' })).toBe('counter');
  });
});
