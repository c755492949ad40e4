/**
 * A honeypot: a form field people never see or reach, which form-filling bots fill like any other.
 * The name is one browsers do not autofill (autofill is the way a person could fill it unknowingly).
 */
export const HONEYPOT_FIELD_NAME = 'fax_extension';

/** True when the hidden field holds anything: the submit came from a bot and must store nothing. */
export function isHoneypotFilled(field: HTMLInputElement | null | undefined): boolean {
  return (field?.value ?? '').trim() !== '';
}
