import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OnboardingPrefill } from '../api/get-onboarding-prefill';
import { loadOnboardingPrefill } from '../api/save-onboarding';

export type OnboardingLink =
  | { state: 'none' }
  | { state: 'loading'; token: string }
  | (OnboardingPrefill & { token: string })
  | { state: 'error'; token: string };

/**
 * The purchase's onboarding link (/onboarding?token=..., from the welcome email). A page opened with a
 * query string is rendered afresh, not hydrated (docs/decisions/043-how-a-page-starts.md), so the form can
 * wait for the prefill and mount once with it. Without a token: the plain form, at once.
 */
export function useOnboardingLink(): OnboardingLink {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [answer, setAnswer] = useState<{ token: string; prefill: OnboardingPrefill | 'error' } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    loadOnboardingPrefill(token).then(
      (prefill) => current && setAnswer({ token, prefill }),
      () => current && setAnswer({ token, prefill: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!token) return { state: 'none' };
  if (answer?.token !== token) return { state: 'loading', token };
  return answer.prefill === 'error' ? { state: 'error', token } : { ...answer.prefill, token };
}
