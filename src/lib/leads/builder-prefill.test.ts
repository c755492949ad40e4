// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customBuilderPrefillUrl, readBuilderPrefill } from './builder-prefill';

describe('the builder answers another page hands over in the address', () => {
  it('round-trips every answer', () => {
    const url = customBuilderPrefillUrl({
      businessName: 'Bella Vista & Co',
      businessType: 'restaurant',
      websiteUrl: 'https://bistro.example/',
      goals: ['bookings', 'reviews'],
      currentChallenges: ['competition'],
      shortlist: [3, 54],
    });
    expect(url).toBe(
      '/custom-builder?name=Bella+Vista+%26+Co&type=restaurant&website=https%3A%2F%2Fbistro.example%2F&goals=bookings%2Creviews&challenges=competition&shortlist=3%2C54',
    );
    expect(readBuilderPrefill(new URL(url, 'https://site.example').searchParams)).toEqual({
      businessName: 'Bella Vista & Co',
      businessType: 'restaurant',
      websiteUrl: 'https://bistro.example/',
      goals: ['bookings', 'reviews'],
      currentChallenges: ['competition'],
    });
  });

  it('drops what the builder does not offer and cuts what is too long; leaves out what is not there', () => {
    const query = new URLSearchParams({ name: `  ${'x'.repeat(200)}  `, type: 'casino', goals: 'leads,hack,leads', challenges: 'nope' });
    expect(readBuilderPrefill(query)).toEqual({ businessName: 'x'.repeat(120), goals: ['leads'] });
    expect(readBuilderPrefill(new URLSearchParams())).toEqual({});
    expect(customBuilderPrefillUrl({})).toBe('/custom-builder');
  });
});
