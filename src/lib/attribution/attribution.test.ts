import { describe, expect, it } from 'vitest';
import { readAttribution, recordAttribution } from './attribution';

const page = (url: string) => {
  const { search, pathname, host } = new URL(url);
  return { search, pathname, host };
};

describe('attribution', () => {
  it('notes the landing page, its UTM tags and the outside referrer once per visit', () => {
    const storage = window.sessionStorage;
    storage.clear();
    recordAttribution(page('https://localboost.example/tools/restaurants?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20sale&q=menu'), 'https://WWW.Google.com/search?q=x', storage);
    recordAttribution(page('https://localboost.example/pricing?utm_source=later'), 'https://bing.com/', storage);
    expect(readAttribution(storage)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'Spring sale',
      referrerHost: 'www.google.com',
      landingPath: '/tools/restaurants',
    });
  });

  it('counts our own pages and odd schemes as no referrer, and caps what it keeps', () => {
    const storage = window.sessionStorage;
    storage.clear();
    recordAttribution(page(`https://localboost.example/?utm_source=${'x'.repeat(5000)}`), 'https://localboost.example/about', storage);
    expect(readAttribution(storage)).toEqual({ utmSource: 'x'.repeat(300), landingPath: '/' });
    storage.clear();
    recordAttribution(page('https://localboost.example/'), 'android-app://com.example/', storage);
    expect(readAttribution(storage)?.referrerHost).toBeUndefined();
  });

  it('does nothing without storage and reads garbage as nothing', () => {
    expect(() => recordAttribution(page('https://localboost.example/'), '', null)).not.toThrow();
    window.sessionStorage.setItem('localboost:attribution', '{not json');
    expect(readAttribution(window.sessionStorage)).toBeNull();
    expect(readAttribution(null)).toBeNull();
  });
});
