// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@/domain/catalogue/tools';
import { nameRuleKind, PREVIEW_KINDS, previewKind } from './preview-kind';

const byName = (name: string) => {
  const tool = TOOLS.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`No tool named ${name}`);
  return tool;
};

describe('previewKind', () => {
  it('gives every catalogue tool one of the preview kinds', () => {
    for (const tool of TOOLS) expect(PREVIEW_KINDS, tool.name).toContain(previewKind(tool));
  });

  it('has at least thirty kinds, and every catalogue tool gets its kind from its own name', () => {
    expect(new Set(PREVIEW_KINDS).size).toBe(PREVIEW_KINDS.length);
    expect(PREVIEW_KINDS.length).toBeGreaterThanOrEqual(30);
    // No tool falls back to its category's kind, so none shows a preview chosen only by its shelf.
    for (const tool of TOOLS) expect(nameRuleKind(tool.name), tool.name).toBe(previewKind(tool));
    for (const tool of TOOLS) expect(nameRuleKind(tool.name), tool.name).toBeDefined();
  });

  it('uses every kind for at least one tool that has a page', () => {
    const used = new Set(TOOLS.filter((tool) => !tool.premium).map(previewKind));
    expect([...used].sort()).toEqual([...PREVIEW_KINDS].sort());
  });

  it.each([
    ['Google Reviews Widget', 'reviews'],
    ['AI Review Response Assistant', 'review-reply'],
    ['WhatsApp Chat Button', 'chat'],
    ['Click-to-Call Button', 'call-button'],
    ['Quick Appointment Booking', 'booking'],
    ['Open House Scheduler', 'booking'],
    ['Instagram Feed Display', 'social'],
    ['Smart Popup Converter', 'popup'],
    ['Cookie Consent Manager', 'cookie-consent'],
    ['Contact Form Builder Pro', 'form'],
    ['Patient Intake Form', 'form'],
    ['Image Gallery Pro', 'gallery'],
    ['Property Listing Showcase', 'gallery'],
    ['Animated Number Counter', 'counter'],
    ['Countdown Timer Pro', 'countdown'],
    ['Business Hours Display', 'hours'],
    ['Before & After Slider', 'before-after'],
    ['Content Slider Pro', 'slider'],
    ['Promotional Spin Wheel', 'spin-wheel'],
    ['Coffee Stamp Card', 'stamp-card'],
    ['Free Shipping Progress Bar', 'progress-bar'],
    ['Mortgage Payment Calculator', 'calculator'],
    ['Trustpilot Reviews Badge', 'rating-badge'],
    ['Class Schedule Timetable', 'timetable'],
    ['Company Timeline', 'timeline'],
    ['Age Verification Gate', 'age-gate'],
    ['Restaurant Menu Display', 'menu'],
    ['Service Price List', 'menu'],
    ['Google Maps Locator', 'map'],
    ['Store Locator & Finder', 'map'],
    ['Service Area Map', 'map'],
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
    expect(previewKind({ name: 'Holiday Countdown', category: 'Review Tools' })).toBe('countdown');
  });
});
