import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/*
 * Sonner's rich-colour text on its tinted backgrounds is about 4.2:1 (success) and 4.4:1 (error), under
 * WCAG AA's 4.5:1 (axe flags it). These darker shades keep the look and reach ~6:1.
 */
const AA_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

/*
 * Toasts sit at the bottom right, away from the controls people use next. At the top right (below or
 * over the sticky header) a toast covered the header's links or a dashboard's row actions for its four
 * seconds, so the next click had to wait for it to leave.
 */
/**
 * Mount once on a screen that raises toasts (the data layout does, for the data screens).
 * Kept out of the app shell so pages that never toast do not download sonner. With an `id` it shows
 * only toasts sent to that id (`toast(..., { toasterId })`), so a widget can bring its own.
 */
export function Toaster({ id }: { id?: string }) {
  return (
    <Sonner id={id} position="bottom-right" richColors closeButton style={AA_RICH_COLORS} />
  );
}
