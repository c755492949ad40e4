// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Tool } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';
import { isAiTool } from '@/domain/catalogue/ai-tools';
import { NICHES } from '@/domain/catalogue/niches';
import {
  BUSINESS_TYPE_VALUES,
  CHALLENGE_IDS,
  GOAL_IDS,
  type BusinessType,
  type ChallengeId,
  type GoalId,
} from '@/lib/leads/lead-options';
import { BUSINESS_RULES, CHALLENGE_RULES, GOAL_RULES, WEBSITE_STARTER } from './toolkit-rules';
import { answersFromLead, buildToolkit, UPGRADE_MONTHLY_PRICE, type ToolkitAnswers } from './build-toolkit';

/*
 * What "serves" each answer, written out plainly and apart from the module's scoring, so these tests pin
 * what a visitor would expect rather than restate the implementation.
 */
const text = (tool: Tool) => `${tool.name} ${tool.features.join(' ')}`;
const SERVES: Record<GoalId | ChallengeId, (tool: Tool) => boolean> = {
  leads: (t) => t.category === 'Lead Generation' || /\blead|quote|contact form/i.test(text(t)),
  bookings: (t) => /\bbook|reserv|appointment|rsvp|showing/i.test(text(t)),
  retention: (t) => /loyal|reward|stamp|birthday|referral|client login|mailchimp/i.test(text(t)),
  reviews: (t) => t.category === 'Review Tools' || /\breview/i.test(t.name),
  social: (t) => t.category === 'Social Media Tools' || /social/i.test(text(t)),
  automation: (t) => isAiTool(t) || /automat|auto-reply|instant/i.test(text(t)),
  time: (t) => isAiTool(t) || /automat|auto-reply|auto-refresh|syncs/i.test(text(t)),
  knowledge: (t) => isAiTool(t) || /template|brand voice|suggest/i.test(text(t)),
  budget: (t) => /referral|invite|email list|mailchimp|capture|coupon|discount/i.test(text(t)),
  tracking: (t) => /analytic|tracking|attribution|dashboard|report|insights/i.test(text(t)),
  consistency: (t) => /schedul|calendar|weekly|recurring|automated/i.test(text(t)),
  competition: (t) =>
    /google business|google review|schema|search|seo|competitor|badge|directions/i.test(text(t)),
};
const PHRASE: Record<GoalId | ChallengeId, string> = {
  ...Object.fromEntries(GOAL_IDS.map((id) => [id, GOAL_RULES[id].phrase])),
  ...Object.fromEntries(CHALLENGE_IDS.map((id) => [id, CHALLENGE_RULES[id].phrase])),
} as Record<GoalId | ChallengeId, string>;

const fitsNiche = (tool: Tool, type: BusinessType) => {
  const niche = BUSINESS_RULES[type].niche;
  return niche !== null && (tool.category === niche || (tool.niches ?? []).includes(niche));
};

const kit = (answers: Partial<ToolkitAnswers> & { businessType: BusinessType }) =>
  buildToolkit({ goals: ['leads'], challenges: ['time'], hasWebsite: true, ...answers });

/** Every non-empty subset of a list of options. */
const subsets = <T>(options: readonly T[]) =>
  Array.from({ length: 2 ** options.length - 1 }, (_, mask) =>
    options.filter((_, bit) => ((mask + 1) >> bit) & 1),
  );

/**
 * All 14 x 63 x 63 x 2 answer sets take too long on a shared machine, so: every business type and website
 * answer with a fixed, evenly spread 1 in 17 of the goal x challenge subset pairs (about 6,500 kits), plus
 * every single goal with every single challenge.
 */
function* sampledAnswers(): Generator<ToolkitAnswers> {
  const goalSets = subsets(GOAL_IDS);
  const challengeSets = subsets(CHALLENGE_IDS);
  for (const businessType of BUSINESS_TYPE_VALUES)
    for (const hasWebsite of [true, false]) {
      for (const [g, goals] of goalSets.entries())
        for (const [c, challenges] of challengeSets.entries())
          if ((g * 7 + c * 13) % 17 === 0) yield { businessType, goals, challenges, hasWebsite };
      for (const goal of GOAL_IDS)
        for (const challenge of CHALLENGE_IDS)
          yield { businessType, goals: [goal], challenges: [challenge], hasWebsite };
    }
}

describe('buildToolkit', () => {
  it('makes a kit of 5 to 8 distinct ready-made tools, a premium or no upgrade, and the covering plan, for every sampled answer set', () => {
    let count = 0;
    const sizes = new Set<number>();
    for (const answers of sampledAnswers()) {
      const { picks, upgrade, plan } = buildToolkit(answers);
      count += 1;
      sizes.add(picks.length);
      const label = JSON.stringify(answers);
      expect(picks.length, label).toBeGreaterThanOrEqual(5);
      expect(picks.length, label).toBeLessThanOrEqual(8);
      expect(new Set(picks.map((p) => p.tool.id)).size, label).toBe(picks.length);
      expect(
        picks.every((p) => !p.tool.premium && p.reason.length > 0 && !p.reason.includes('\n')),
        label,
      ).toBe(true);
      if (upgrade) expect(upgrade.tool.premium, label).toBe(true);
      // Starter covers five ready-made tools and no premium one; anything more needs Professional.
      expect(plan?.id, label).toBe(picks.length === 5 && !upgrade ? 'starter' : 'professional');
    }
    expect(count).toBeGreaterThan(4_000);
    expect([...sizes].sort()).toEqual([5, 6, 7, 8]);
  });

  describe.each(BUSINESS_TYPE_VALUES)('for business type %s', (businessType) => {
    it.each(GOAL_IDS)('the goal %s pulls in a tool that serves it, with the goal as its reason', (goal) => {
      for (const hasWebsite of [true, false]) {
        for (const challenges of [['budget'], [...CHALLENGE_IDS]] as ChallengeId[][]) {
          const { picks } = kit({ businessType, goals: [goal], challenges, hasWebsite });
          const serving = picks.filter((p) => SERVES[goal](p.tool));
          expect(serving.length, `${goal} ${hasWebsite} ${challenges}`).toBeGreaterThan(0);
          expect(picks.some((p) => p.reason.includes(PHRASE[goal]))).toBe(true);
        }
      }
    });

    it.each(CHALLENGE_IDS)(
      'the challenge %s pulls in a tool that serves it, with the challenge as its reason',
      (challenge) => {
        for (const hasWebsite of [true, false]) {
          const { picks } = kit({ businessType, goals: ['social'], challenges: [challenge], hasWebsite });
          expect(
            picks.some((p) => SERVES[challenge](p.tool)),
            `${challenge} ${hasWebsite}`,
          ).toBe(true);
          expect(picks.some((p) => p.reason.includes(PHRASE[challenge]))).toBe(true);
        }
      },
    );

    it('chooses tools made for the business, leaving its niche only for an answer no niche tool serves', () => {
      const nicheServes = (need: GoalId | ChallengeId) =>
        TOOLS.some((t) => !t.premium && fitsNiche(t, businessType) && SERVES[need](t));
      for (const goal of GOAL_IDS) {
        const { picks } = kit({ businessType, goals: [goal], challenges: ['time'] });
        if (businessType === 'other') {
          // No niche: general-purpose tools only, never one made for a single kind of business.
          expect(picks.every((p) => (p.tool.niches?.length ?? 0) >= 3)).toBe(true);
          continue;
        }
        const outsiders = picks.filter((p) => !fitsNiche(p.tool, businessType));
        for (const { tool } of outsiders) {
          const excuse = ([goal, 'time'] as const).some((need) => !nicheServes(need) && SERVES[need](tool));
          expect(excuse, `${tool.name} for ${goal}`).toBe(true);
        }
        expect(outsiders.length).toBeLessThanOrEqual(1);
      }
    });

    it('offers a premium AI upgrade made for the niche at $249/month, or none where no premium AI tool is made for it', () => {
      const { upgrade } = kit({ businessType });
      expect(UPGRADE_MONTHLY_PRICE).toBe(249);
      if (!TOOLS.some((t) => t.premium && isAiTool(t) && fitsNiche(t, businessType))) {
        // "Other" has no niche; Local Retail has no premium AI tool made for it (yet).
        expect(upgrade).toBeNull();
        return;
      }
      expect(upgrade).not.toBeNull();
      expect(upgrade!.tool.premium).toBe(true);
      expect(isAiTool(upgrade!.tool)).toBe(true);
      expect(fitsNiche(upgrade!.tool, businessType)).toBe(true);
    });

    it('opens the kit with website-building picks when there is no website, and has none when there is one', () => {
      const without = kit({ businessType, hasWebsite: false });
      expect(without.picks.slice(0, 2).map((p) => p.reason)).toEqual([
        WEBSITE_STARTER.reason,
        WEBSITE_STARTER.reason,
      ]);
      expect(without.picks.slice(0, 2).every((p) => WEBSITE_STARTER.keywords.test(text(p.tool)))).toBe(true);
      expect(without.picks.slice(2).some((p) => p.reason === WEBSITE_STARTER.reason)).toBe(false);
      expect(
        kit({ businessType, hasWebsite: true }).picks.some((p) => p.reason === WEBSITE_STARTER.reason),
      ).toBe(false);
    });
  });

  it('leaves only "Other" and Local Retail without an upgrade', () => {
    const without = BUSINESS_TYPE_VALUES.filter((businessType) => kit({ businessType }).upgrade === null);
    expect(without).toEqual(['retail', 'other']);
  });

  it('has a builder business type for every niche the site has a page for, and builds a kit made for it', () => {
    for (const niche of NICHES) {
      const types = BUSINESS_TYPE_VALUES.filter((type) => BUSINESS_RULES[type].niche === niche.category);
      expect(types, niche.label).toHaveLength(1);
      const { picks } = kit({ businessType: types[0]!, goals: ['leads', 'reviews'], challenges: ['time'] });
      // Most of the kit is made for (or lists) the niche: a lawyer's kit is a legal kit.
      const made = picks.filter((p) => fitsNiche(p.tool, types[0]!));
      expect(made.length, niche.label).toBeGreaterThanOrEqual(picks.length - 1);
    }
  });

  it('offers the reservation AI to restaurants and voice booking to salons and clinics that want bookings', () => {
    expect(kit({ businessType: 'restaurant', goals: ['bookings'] }).upgrade?.tool.name).toBe(
      'Restaurant Reservation AI',
    );
    expect(kit({ businessType: 'restaurant', goals: ['reviews'] }).upgrade?.tool.name).toBe(
      'Restaurant Reservation AI',
    );
    for (const businessType of ['salon', 'medical'] as const) {
      const { upgrade } = kit({ businessType, goals: ['bookings'] });
      expect(upgrade?.tool.name).toBe('Voice Appointment Booking Agent');
      expect(upgrade?.reason).toMatch(/^You want more bookings and appointments/);
    }
  });

  it('ties reasons to the answers: "You want more positive reviews"', () => {
    const { picks } = kit({ businessType: 'restaurant', goals: ['reviews'], challenges: ['budget'] });
    expect(picks[0]!.reason).toMatch(/^You want more positive reviews/);
    expect(picks.every((p) => /^(You |Built for restaurants like yours)/.test(p.reason))).toBe(true);
  });

  it('is deterministic and ignores the order the options were clicked in', () => {
    const answers: ToolkitAnswers = {
      businessType: 'coffee',
      goals: ['social', 'leads', 'retention'],
      challenges: ['tracking', 'budget'],
      hasWebsite: false,
    };
    const first = buildToolkit(answers);
    expect(buildToolkit({ ...answers })).toEqual(first);
    const reordered = buildToolkit({
      ...answers,
      goals: ['retention', 'leads', 'social', 'leads'],
      challenges: ['budget', 'tracking'],
    });
    expect(reordered.picks).toEqual(first.picks);
    expect(reordered.answers).toEqual({
      ...answers,
      goals: ['leads', 'retention', 'social'],
      challenges: ['budget', 'tracking'],
      shortlist: [],
    });
  });
});

describe('answersFromLead', () => {
  it('reads a stored lead: a website URL means hasWebsite, null or blank means none', () => {
    const lead = {
      businessType: 'salon' as const,
      goals: ['reviews' as const],
      currentChallenges: ['time' as const],
    };
    expect(answersFromLead({ ...lead, websiteUrl: 'https://salon.example' })).toEqual({
      businessType: 'salon',
      goals: ['reviews'],
      challenges: ['time'],
      hasWebsite: true,
      shortlist: [],
    });
    expect(answersFromLead({ ...lead, websiteUrl: null, shortlist: [14, 3] }).shortlist).toEqual([14, 3]);
    expect(answersFromLead({ ...lead, websiteUrl: null, shortlist: null }).shortlist).toEqual([]);
    expect(answersFromLead({ ...lead, websiteUrl: null }).hasWebsite).toBe(false);
    expect(answersFromLead({ ...lead, websiteUrl: '  ' }).hasWebsite).toBe(false);
  });
});

const byName = (name: string) => {
  const tool = TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool named ${name}`);
  return tool;
};

describe("buildToolkit with the visitor's shortlist", () => {
  const base: ToolkitAnswers = {
    businessType: 'restaurant',
    goals: ['reviews', 'bookings'],
    challenges: ['time'],
    hasWebsite: true,
  };

  it("puts the shortlisted tools first, in the visitor's order, marked as their own picks", () => {
    const without = buildToolkit(base);
    // Tools the rules would not choose for this restaurant, so only the shortlist can bring them in.
    const chosen = new Set(without.picks.map((p) => p.tool.id));
    const outsiders = TOOLS.filter((t) => !t.premium && !chosen.has(t.id) && !fitsNiche(t, 'restaurant'));
    const shortlist = [outsiders[5]!.id, outsiders[0]!.id];
    const { picks } = buildToolkit({ ...base, shortlist });
    expect(picks.slice(0, 2).map((p) => p.tool.id)).toEqual(shortlist);
    expect(
      picks.slice(0, 2).every((p) => p.ownPick === true && p.reason.startsWith('You shortlisted it')),
    ).toBe(true);
    expect(picks.slice(2).some((p) => p.ownPick)).toBe(false);
    // The rules still answer every need after the visitor's picks.
    expect(picks.slice(2).length).toBeGreaterThanOrEqual(3);
    expect(picks.slice(2).length).toBeLessThanOrEqual(8);
  });

  it('counts a shortlisted tool that clearly serves an answer as covering it, and says so in its reason', () => {
    const every = { ...base, goals: [...GOAL_IDS], challenges: [...CHALLENGE_IDS] };
    const reviewsFirst = (picks: readonly { reason: string }[]) =>
      picks.filter((p) => p.reason.startsWith(`You ${GOAL_RULES.reviews.phrase}`));
    const plain = buildToolkit(every);
    expect(reviewsFirst(plain.picks)).toHaveLength(1);
    const chosen = new Set(plain.picks.map((p) => p.tool.id));
    const reviewTool = TOOLS.find((t) => t.category === 'Review Tools' && !t.premium && !chosen.has(t.id))!;
    const { picks } = buildToolkit({ ...every, shortlist: [reviewTool.id] });
    expect(picks[0]).toMatchObject({ tool: reviewTool, ownPick: true });
    expect(picks[0]!.reason).toMatch(/^You shortlisted it and /);
    // The rules choose no tool of their own for reviews: the visitor's pick already serves it.
    expect(reviewsFirst(picks.slice(1))).toHaveLength(0);
  });

  it('keeps the kit the same without a shortlist, and ignores unknown and repeated ids', () => {
    const plain = buildToolkit(base);
    expect(buildToolkit({ ...base, shortlist: [] }).picks).toEqual(plain.picks);
    expect(buildToolkit({ ...base, shortlist: [99_999, -1] }).picks).toEqual(plain.picks);
    const reviews = byName('Google Reviews Widget');
    const twice = buildToolkit({ ...base, shortlist: [reviews.id, reviews.id] });
    expect(twice.picks.filter((p) => p.tool.id === reviews.id)).toHaveLength(1);
    expect(twice.answers.shortlist).toEqual([reviews.id]);
  });

  it('keeps a shortlisted premium tool as a pick, offers no other upgrade, and counts it in the plan', () => {
    const premium = byName('Local Map SEO Rank Increaser Tool');
    const kitWith = buildToolkit({ ...base, shortlist: [premium.id] });
    expect(kitWith.picks[0]).toMatchObject({ tool: premium, ownPick: true });
    expect(kitWith.upgrade).toBeNull();
    // One premium tool: Starter (no premium tools) cannot cover it.
    expect(kitWith.plan?.id).toBe('professional');
  });

  it('lets a long shortlist grow the kit and the plan it needs, with every answer still served', () => {
    const shortlist = TOOLS.filter((t) => !t.premium && t.category === 'Utility Tools')
      .slice(0, 12)
      .map((t) => t.id);
    expect(shortlist).toHaveLength(12);
    const { picks, plan } = buildToolkit({ ...base, shortlist });
    expect(picks.slice(0, 12).map((p) => p.tool.id)).toEqual(shortlist);
    for (const need of ['reviews', 'bookings', 'time'] as const)
      expect(
        picks.some((p) => SERVES[need](p.tool)),
        need,
      ).toBe(true);
    // More than Professional's 10 ready-made tools: Enterprise.
    expect(plan?.id).toBe('enterprise');
  });

  it("opens a no-website kit with the visitor's picks, then website starters", () => {
    const reviews = byName('Google Reviews Widget');
    const { picks } = buildToolkit({ ...base, hasWebsite: false, shortlist: [reviews.id] });
    expect(picks[0]!.tool).toBe(reviews);
    expect(picks.slice(1, 3).map((p) => p.reason)).toEqual([WEBSITE_STARTER.reason, WEBSITE_STARTER.reason]);
  });
});
