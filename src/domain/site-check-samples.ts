/**
 * The demo's sample sites (supabase/functions/site-check/samples/<name>.html): the demo has no internet, so
 * its backend serves these and the website check may reach them. Named here once, for the site-check
 * function (which lists them with their address) and for the form, which shows them in the prerendered page
 * (a list that arrived later would push the page down as it appeared). Production has none.
 */
export const DEMO_SAMPLE_SITES = ['bistro', 'clinic', 'salon'] as const;
export type DemoSampleSite = (typeof DEMO_SAMPLE_SITES)[number];
