// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, businessTypeLabel } from './lead-options';

describe('business types', () => {
  it("keep the spec's nine values and labels, add the site's other niches, and end with Other", () => {
    expect(BUSINESS_TYPES.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      'salon: Salon & Spa',
      'realestate: Real Estate',
      'medical: Medical Practice',
      'coffee: Coffee Shop',
      'fitness: Personal Trainer',
      'restaurant: Restaurant',
      'ecommerce: E-commerce',
      'homeservice: Home Service',
      'coaching: Coaches & Consultants',
      'legal: Legal Services',
      'hospitality: Hospitality & Travel',
      'professional: Professional Services',
      'retail: Local Retail',
      'other: Other',
    ]);
    expect(new Set(BUSINESS_TYPES.map((type) => type.icon)).size).toBe(BUSINESS_TYPES.length);
  });

  it('show staff the label for every value, new ones included, and an unknown stored value as itself', () => {
    for (const { value, label } of BUSINESS_TYPES) expect(businessTypeLabel(value)).toBe(label);
    expect(businessTypeLabel('legal')).toBe('Legal Services');
    expect(businessTypeLabel('casino')).toBe('casino');
  });
});
