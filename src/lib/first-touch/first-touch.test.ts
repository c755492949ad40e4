import { describe, expect, it } from 'vitest';
import { readFirstTouch, recordFirstTouch } from './first-touch';

const page = (url: string) => {
  const { search, pathname, host } = new URL(url);
  return { search, pathname, host };
};

describe('first touch', () => {
  it('notes the landing page, its UTM tags and the outside referrer once per visit', () => {
    const storage = window.sessionStorage;
    storage.clear();
    recordFirstTouch(page('https://localboost.example/tools/restaurants?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20sale&q=menu'), 'https://WWW.Google.com/search?q=x', storage);
    recordFirstTouch(page('https://localboost.example/pricing?utm_source=later'), 'https://bing.com/', storage);
    expect(readFirstTouch(storage)).toEqual({
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
    recordFirstTouch(page(`https://localboost.example/?utm_source=${'x'.repeat(5000)}`), 'https://localboost.example/about', storage);
    expect(readFirstTouch(storage)).toEqual({ utmSource: 'x'.repeat(300), landingPath: '/' });
    storage.clear();
    recordFirstTouch(page('https://localboost.example/'), 'android-app://com.example/', storage);
    expect(readFirstTouch(storage)?.referrerHost).toBeUndefined();
  });

  it('does nothing without storage and reads garbage as nothing', () => {
    expect(() => recordFirstTouch(page('https://localboost.example/'), '', null)).not.toThrow();
    window.sessionStorage.setItem('localboost:first-touch', '{not json');
    expect(readFirstTouch(window.sessionStorage)).toBeNull();
    expect(readFirstTouch(null)).toBeNull();
  });
});
