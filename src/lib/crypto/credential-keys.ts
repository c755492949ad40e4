import { env } from '@/config/env';
import { generateKeyPair, parsePrivateKey, publicKeyId, type CredentialKeyPair } from './sealed-box';

/**
 * Where the form's encryption key comes from (docs/decisions/003-credential-encryption.md):
 * - VITE_CREDENTIALS_PUBLIC_KEY when configured (always, in production); staff hold the private half.
 * - In local mode without it, a key pair made on first use and kept in this browser's localStorage,
 *   beside the embedded database it protects, so the dashboard can reveal with one click.
 * - Otherwise (Supabase without a key) there is none and the form does not offer the password field.
 */
const BROWSER_KEY_STORAGE = 'localboost.credentials-key.v1';

type StoredKeyPair = { keyId: string; publicKey: string; privateKey: string };

export function configuredPublicKey(): string | undefined {
  const value = (import.meta.env.VITE_CREDENTIALS_PUBLIC_KEY as string | undefined)?.trim();
  return value || undefined;
}

/** True when the form can encrypt a password (so the password field is offered). */
export function canEncryptCredentials(): boolean {
  return Boolean(configuredPublicKey()) || env.isLocalMode;
}

/** True when passwords are protected by a key this browser keeps (local mode without a configured key). */
export function usesBrowserKey(): boolean {
  return !configuredPublicKey() && env.isLocalMode;
}

function readStoredKeyPair(): StoredKeyPair | undefined {
  try {
    const raw = window.localStorage.getItem(BROWSER_KEY_STORAGE);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredKeyPair>) : undefined;
    if (parsed?.keyId && parsed.publicKey && parsed.privateKey) return parsed as StoredKeyPair;
  } catch {
    // unreadable storage or a damaged entry: treat as absent
  }
  return undefined;
}

/**
 * The browser key pair, created on first use. Generation is async (libsodium loads), so the
 * "is there one already?" check is repeated right before writing: a second tab that got there first wins,
 * and both tabs then encrypt for the same key.
 */
async function ensureStoredKeyPair(): Promise<StoredKeyPair> {
  const existing = readStoredKeyPair();
  if (existing) return existing;
  const fresh = await generateKeyPair();
  const raced = readStoredKeyPair();
  if (raced) return raced;
  window.localStorage.setItem(BROWSER_KEY_STORAGE, JSON.stringify(fresh));
  return fresh;
}

/** The public key (base64) the form encrypts with, or undefined when none is available. */
export async function encryptionPublicKey(): Promise<string | undefined> {
  const configured = configuredPublicKey();
  if (configured) return configured;
  if (!env.isLocalMode) return undefined;
  return (await ensureStoredKeyPair()).publicKey;
}

/** The key id the form would record now, when a key is configured (for matching pasted keys). */
export async function configuredKeyId(): Promise<string | undefined> {
  const configured = configuredPublicKey();
  return configured ? publicKeyId(configured) : undefined;
}

/** This browser's own key pair (local mode), if one was made; never created just by looking. */
export async function browserKeyPair(): Promise<CredentialKeyPair | undefined> {
  if (!usesBrowserKey()) return undefined;
  const stored = readStoredKeyPair();
  return stored ? parsePrivateKey(stored.privateKey) : undefined;
}
