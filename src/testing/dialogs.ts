import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * Whether a click on `element` reaches it: the nearest of it and its ancestors that sets `pointer-events`
 * does not set `none` (the check user-event makes before a click).
 */
function takesPointerInput(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value !== 'none';
  }
  return true;
}

/**
 * Finds an open dialog once it is ready for input, which is what a user waits for before pressing its
 * buttons: focus has moved into it and it takes clicks. A Radix modal opens in steps: it is shown, then
 * its effects turn the page's pointer events off and move focus in, then one render later it turns its own
 * pointer events back on. Between the steps the dialog is on screen but a click on it is refused
 * (`pointer-events: none`); on a busy machine a test that clicks as soon as it sees the dialog lands there.
 */
export async function findOpenDialog(
  role: 'dialog' | 'alertdialog',
  options?: ByRoleOptions,
  waitForOptions?: { timeout?: number },
) {
  const dialog = await screen.findByRole(role, options, waitForOptions);
  await waitFor(() => {
    if (!dialog.contains(document.activeElement)) throw new Error(`focus is not in the ${role} yet`);
    if (!takesPointerInput(dialog)) throw new Error(`the ${role} does not take clicks yet`);
  }, waitForOptions);
  return dialog;
}
