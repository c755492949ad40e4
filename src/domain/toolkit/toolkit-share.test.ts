// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '@/lib/leads/lead-options';
import type { ToolkitAnswers } from './build-toolkit';
import { parseToolkitShare, toolkitShareUrl } from './toolkit-share';

const BISTRO: ToolkitAnswers = {
  businessType: 'restaurant',
  goals: ['reviews', 'leads'],
  challenges: ['time'],
  hasWebsite: false,
};

describe('toolkitShareUrl', () => {
  it('carries only the answers, in the options order', () => {
    expect(toolkitShareUrl(BISTRO)).toBe(
      '/toolkit?type=restaurant&goals=leads,reviews&challenges=time&website=no',
    );
    expect(toolkitShareUrl({ ...BISTRO, hasWebsite: true })).toMatch(/&website=yes$/);
  });

  it("carries the visitor's shortlisted tools in their order, and nothing when there are none", () => {
    expect(toolkitShareUrl({ ...BISTRO, shortlist: [14, 3] })).toBe(
      '/toolkit?type=restaurant&goals=leads,reviews&challenges=time&website=no&picks=14,3',
    );
    expect(toolkitShareUrl({ ...BISTRO, shortlist: [] })).not.toContain('picks');
    const url = toolkitShareUrl({ ...BISTRO, shortlist: [14, 3] });
    expect(parseToolkitShare(url.slice(url.indexOf('?')))).toEqual({
      ...BISTRO,
      goals: ['leads', 'reviews'],
      shortlist: [14, 3],
    });
  });

  it('round-trips every business type and every goal and challenge', () => {
    for (const businessType of BUSINESS_TYPE_VALUES) {
      for (const hasWebsite of [true, false]) {
        const answers = { businessType, goals: [...GOAL_IDS], challenges: [...CHALLENGE_IDS], hasWebsite };
        const url = toolkitShareUrl(answers);
        expect(parseToolkitShare(url.slice(url.indexOf('?')))).toEqual(answers);
      }
    }
  });
});

describe('parseToolkitShare', () => {
  it('accepts the query string with or without "?" and percent-encoded commas', () => {
    const expected = { ...BISTRO, goals: ['leads', 'reviews'] };
    expect(parseToolkitShare('type=restaurant&goals=leads,reviews&challenges=time&website=no')).toEqual(
      expected,
    );
    expect(parseToolkitShare('?type=restaurant&goals=leads%2Creviews&challenges=time&website=no')).toEqual(
      expected,
    );
  });

  it.each([
    ['nothing', ''],
    ['no type', '?goals=leads&challenges=time&website=no'],
    ['an unknown type', '?type=bakery&goals=leads&challenges=time&website=no'],
    ['no goals', '?type=salon&challenges=time&website=no'],
    ['an empty goal list', '?type=salon&goals=&challenges=time&website=no'],
    ['an unknown goal', '?type=salon&goals=leads,fame&challenges=time&website=no'],
    ['an unknown challenge', '?type=salon&goals=leads&challenges=<script>&website=no'],
    ['no challenges', '?type=salon&goals=leads&website=no'],
    ['no website answer', '?type=salon&goals=leads&challenges=time'],
    [
      'a pick that is not a catalogue tool',
      '?type=salon&goals=leads&challenges=time&website=no&picks=14,99999',
    ],
    ['a pick that is not a number', '?type=salon&goals=leads&challenges=time&website=no&picks=14,<b>'],
    ['an empty pick list', '?type=salon&goals=leads&challenges=time&website=no&picks='],
    [
      'a website address instead of yes/no',
      '?type=salon&goals=leads&challenges=time&website=https://x.example',
    ],
  ])('refuses %s', (_, search) => {
    expect(parseToolkitShare(search)).toBeUndefined();
  });

  it('ignores anything else in the link (a name or email someone added never reaches the kit)', () => {
    expect(
      parseToolkitShare('?type=salon&goals=reviews&challenges=time&website=yes&email=a@b.co&name=Salon'),
    ).toEqual({ businessType: 'salon', goals: ['reviews'], challenges: ['time'], hasWebsite: true });
  });
});
