import type { NewInquiry } from './create-inquiry';

/**
 * The forms live on prerendered public pages: the data layer (supabase-js, and PGlite in demo mode) is
 * imported here, on first interaction or submit, never when the page loads.
 */
const loadApi = () => import('./create-inquiry');

export function prepareInquiry(): void {
  void loadApi().then((api) => api.warmUpInquiries());
}

export async function submitInquiry(inquiry: NewInquiry, id: string): Promise<void> {
  const api = await loadApi();
  await api.createInquiry(inquiry, id);
}

export async function submitErrorMessage(error: unknown, fallback: string): Promise<string> {
  try {
    return (await loadApi()).inquiryErrorMessage(error, fallback);
  } catch {
    return fallback;
  }
}
