import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './builder-draft';

const KEY = 'localboost:custom-builder-draft';
const values = {
  businessName: 'Bean There',
  businessType: 'coffee' as const,
  goals: ['leads' as const],
  currentChallenges: ['time' as const],
  websiteUrl: 'beanthere.example.com',
  email: '',
  shortlist: [14, 3],
};

afterEach(() => sessionStorage.clear());

describe('builder draft', () => {
  it('round-trips values, step and submission id', () => {
    const draft = { values, step: 4 as const, submissionId: '6f1c2a3b-8d4e-4f5a-9b6c-7d8e9f0a1b2c' };
    writeDraft(draft);
    expect(readDraft()).toEqual(draft);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('stores no blank draft, so an untouched builder is hydrated as prerendered', () => {
    const blank = {
      values: {
        ...values,
        businessName: '',
        businessType: undefined as never,
        goals: [],
        currentChallenges: [],
        websiteUrl: '',
        shortlist: [],
      },
      step: 1 as const,
      submissionId: null,
    };
    writeDraft({ ...blank, step: 2 });
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    writeDraft(blank);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    writeDraft({ ...blank, values: { ...blank.values, shortlist: [14] } });
    expect(readDraft()?.values.shortlist).toEqual([14]);
  });

  it('returns null for missing or unreadable storage content', () => {
    expect(readDraft()).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(readDraft()).toBeNull();
  });

  it('keeps what is still valid from a tampered draft', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        values: {
          ...values,
          businessType: 'spaceship',
          goals: ['leads', 'world-domination'],
          email: 42,
          shortlist: [14, 14, 57, 'Free text', 3],
        },
        step: 9,
        submissionId: 'not-a-uuid',
      }),
    );
    expect(readDraft()).toEqual({
      values: { ...values, businessType: undefined, goals: ['leads'], email: '' },
      step: 1,
      submissionId: null,
    });
  });
});
