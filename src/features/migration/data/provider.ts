/** The previous provider whose customers these pages welcome. */
export const PREVIOUS_PROVIDER = 'Captivaite';

/** Spec section 9 "Migration notices". */
export const SHUTDOWN_AT = 'September 7th at 11:59 PM';
