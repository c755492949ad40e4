/**
 * One row of public.my_widget_plan() and public.contact_widget_plan(contact_id)
 * (supabase/migrations/20261201001200_widget_plans.sql): what an owner's widgets may do now.
 */
export type WidgetPlanRow = {
  /** The paid plan, or during the trial the plan whose limit it has (starter). */
  plan: 'starter' | 'professional' | 'enterprise' | 'elite';
  on_trial: boolean;
  /** How many tools may be live at once; null is unlimited. */
  tool_limit: number | null;
  /** Null until the owner's first widget. */
  trial_started_at: string | null;
  trial_ends_at: string | null;
  live_tools: number;
  /** False after the trial without a plan: publishing is refused and installed pages show the fallback. */
  may_run: boolean;
};

/** One row of public.contact_owner_tools() (20261201001400_lead_owner_tools.sql): a contact who runs tools. */
export type ContactOwnerToolsRow = WidgetPlanRow & {
  contact_id: string;
  views_30_days: number;
  /** Messages, sign-ups and booking requests through all their tools in 30 days (20261201001800). */
  submissions_30_days: number;
};
