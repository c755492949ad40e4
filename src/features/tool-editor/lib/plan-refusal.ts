import { DataError } from '@/lib/data-error';

/**
 * public.publish_widget's answer over the plan's limit or after the trial (SQLSTATE PT402, HTTP 402;
 * 20261201001200_widget_plans.sql). Its message is the sentence the owner reads, as the database wrote it.
 */
export const PLAN_REFUSED = 'PT402';

export class PlanRefusedError extends DataError {
  constructor(message: string) {
    // The database's sentence alone, without DataError's "<what failed>: " prefix.
    super(message, { code: PLAN_REFUSED, message: '' });
    this.name = 'PlanRefusedError';
  }
}

export const isPlanRefusal = (error: unknown): error is PlanRefusedError => error instanceof PlanRefusedError;
