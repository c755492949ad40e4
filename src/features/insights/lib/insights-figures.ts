import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import type { PipelineInsights } from '@/types/pipeline-insights';
import type { WidgetInsights } from '@/types/widget-insights';
import { formatMonthDay } from '@/lib/dates';

/*
 * The Insights screen's figures as chart-ready rows: one list feeds a chart and the table of numbers
 * beside it, so the two never disagree.
 */

/** A week's Monday ('2026-11-16') as "Nov 16". */
export function weekLabel(week: string): string {
  return formatMonthDay(week);
}

/** Minutes as a person reads them: "45 min", "2.5 h", "3.1 d"; none: an en dash. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '–';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / (24 * 60)).toFixed(1)} d`;
}

/** Numbers from JSON numerics (which may arrive as strings) or null. */
const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

export const sourceRows = (insights: PipelineInsights) =>
  insights.by_source.map(({ source, count }) => ({ label: source, count: Number(count) }));

export const weekRows = (insights: PipelineInsights) =>
  insights.by_week.map((week) => ({
    label: weekLabel(week.week),
    leads: Number(week.custom_builder_leads),
    enquiries: Number(week.visitor_inquiries),
    onboarding: Number(week.onboarding_submissions),
  }));

/** Builder leads by status in the pipeline's own order (new to won, then lost), zeros included. */
export const funnelRows = (insights: PipelineInsights) =>
  PIPELINE_LISTS.custom_builder_leads.statuses.map(({ value, label }) => ({ label, count: Number(insights.funnel[value] ?? 0) }));

export const responseWeekRows = (insights: PipelineInsights) =>
  insights.response_by_week.map((week) => ({ label: weekLabel(week.week), minutes: num(week.median_minutes), touched: Number(week.touched) }));

export const responseOwnerRows = (insights: PipelineInsights) =>
  insights.response_by_owner.map((owner) => ({
    label: owner.email ?? 'Unassigned',
    minutes: num(owner.median_minutes),
    touched: Number(owner.touched),
  }));

/** Whether the window holds no row at all (the screen says "No leads yet" instead of empty charts). */
export const isEmpty = (insights: PipelineInsights) =>
  insights.by_week.every((week) => Number(week.custom_builder_leads) + Number(week.visitor_inquiries) + Number(week.onboarding_submissions) === 0);

export const installWeekRows = (insights: WidgetInsights) =>
  insights.installs_by_week.map((week) => ({ label: weekLabel(week.week), installs: Number(week.installs) }));
