import type { PlanId } from '@/domain/pricing/plans';

/** Spec section 9 "Comparison table", one row per feature, one value per plan. */
export const COMPARE_ROWS: ReadonlyArray<{ feature: string; values: Record<PlanId, string> }> = [
  { feature: 'Ready-made tools', values: { starter: '5', professional: '10', enterprise: '15' } },
  { feature: 'Premium tools', values: { starter: '0', professional: '2', enterprise: '3' } },
  { feature: 'Team members', values: { starter: '1', professional: '5', enterprise: 'Unlimited' } },
  { feature: 'Integrations', values: { starter: '5', professional: '25', enterprise: 'Unlimited' } },
  { feature: 'Support', values: { starter: 'Email', professional: 'Priority', enterprise: '24/7' } },
  { feature: 'Analytics', values: { starter: 'Monthly', professional: 'Real-time', enterprise: 'Advanced' } },
];
