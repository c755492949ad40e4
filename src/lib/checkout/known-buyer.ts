import { useSyncExternalStore } from 'react';
import { isUuid } from '@/lib/validation/uuid';
import { KNOWN_BUYER_KEY } from './known-buyer-key';

/*
 * Who this browser is, once it has sent a lead (the builder, an enquiry): the lead's checkout reference
 * (an unguessable UUID stored with the lead, never its row id) and the email typed. Every checkout link
 * then carries them as Stripe Payment Links accept them (client_reference_id, prefilled_email), so the
 * payments webhook can match the purchase to the lead. Kept in localStorage so a pricing page opened
 * later, or in another tab, knows too.
 */
export { KNOWN_BUYER_KEY };

export type KnownBuyer = { reference: string; email: string };

/** Checked by hand, not with zod: every checkout link reads this as its page starts. */
function isKnownBuyer(value: unknown): value is KnownBuyer {
  if (typeof value !== 'object' || value === null) return false;
  const { reference, email } = value as Record<string, unknown>;
  return isUuid(reference) && typeof email === 'string' && email.length >= 3 && email.length <= 254;
}

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(KNOWN_BUYER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parseKnownBuyer(raw: string | null): KnownBuyer | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isKnownBuyer(parsed) ? { reference: parsed.reference, email: parsed.email } : undefined;
  } catch {
    return undefined;
  }
}

/** Called once a lead is saved: the newest lead is the one a purchase from this browser belongs to. */
export function rememberBuyer(buyer: KnownBuyer): void {
  try {
    storage()?.setItem(KNOWN_BUYER_KEY, JSON.stringify(buyer));
  } catch {
    // Storage blocked: the links simply stay anonymous.
  }
  for (const listener of listeners) listener();
}

/** A checkout link for this buyer: Stripe Payment Links read both parameters. */
export function withBuyer(href: string, buyer: KnownBuyer | undefined): string {
  if (!buyer) return href;
  const url = new URL(href, 'http://relative.invalid');
  url.searchParams.set('client_reference_id', buyer.reference);
  url.searchParams.set('prefilled_email', buyer.email);
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KNOWN_BUYER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The link for whoever this browser is. The prerendered page (and its hydration) shows the plain link;
 * the known buyer's link follows right after, so hydration never meets a different attribute.
 */
export function useBuyerHref(href: string): string {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return withBuyer(href, parseKnownBuyer(raw));
}

// One reference per lead id for this page's life: a retried submit (same id) must send the same one, or
// the link would carry a reference the database never stored.
const references = new Map<string, string>();

/** The checkout reference to store with the lead whose client-made id is given. */
export function checkoutReferenceFor(leadId: string): string {
  let reference = references.get(leadId);
  if (!reference) {
    reference = crypto.randomUUID();
    references.set(leadId, reference);
  }
  return reference;
}
