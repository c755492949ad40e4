import { beforeEach, describe, expect, it } from 'vitest';
import { recordAttribution } from '@/lib/attribution/attribution';
import { attributionColumns } from './lead-source';

const visit = (url: string, referrer = '') => {
  const { search, pathname, host } = new URL(url);
  recordAttribution({ search, pathname, host }, referrer, window.sessionStorage);
};

describe('attributionColumns', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('sends this visit\'s attribution as the source columns', () => {
    visit('https://localboost.example/tools/salons?utm_source=newsletter&utm_medium=email&utm_campaign=November', 'https://mail.example.org/');
    expect(attributionColumns()).toEqual({
      source_utm_source: 'newsletter',
      source_utm_medium: 'email',
      source_utm_campaign: 'November',
      source_referrer_host: 'mail.example.org',
      source_landing_path: '/tools/salons',
    });
  });

  it('leaves out only a field the database would refuse', () => {
    visit(`https://localboost.example/?utm_source=${encodeURIComponent('bad\u0007tag')}&utm_medium=${'m'.repeat(150)}&utm_campaign=ok`);
    expect(attributionColumns()).toEqual({ source_utm_campaign: 'ok', source_landing_path: '/' });
  });

  it('sends nothing when nothing was noted', () => {
    expect(attributionColumns()).toEqual({});
    expect(attributionColumns(null)).toEqual({});
  });
});
