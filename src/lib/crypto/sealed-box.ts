import { loadSodium, type Sodium } from './load-sodium';
import { isSealedBoxCiphertext } from './sealed-box-format';

/** A decryption key held by staff: the X25519 private key and the public key derived from it. */
export type CredentialKeyPair = { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array };

/** What the form stores instead of a password. */
export type SealedCredential = { ciphertext: string; keyId: string };

/** Shown to staff for a key that does not match the stored passwords or is not a key at all. */
export const WRONG_KEY_MESSAGE = 'This key cannot decrypt these passwords.';

export class WrongKeyError extends Error {
  constructor() {
    super(WRONG_KEY_MESSAGE);
    this.name = 'WrongKeyError';
  }
}

export class InvalidPublicKeyError extends Error {
  constructor() {
    super('The configured credentials public key is not a base64 X25519 public key.');
    this.name = 'InvalidPublicKeyError';
  }
}

const B64 = (sodium: Sodium) => sodium.base64_variants.ORIGINAL;

function decodeBase64(sodium: Sodium, value: string): Uint8Array | undefined {
  try {
    return sodium.from_base64(value.trim(), B64(sodium));
  } catch {
    return undefined;
  }
}

function keyIdOf(sodium: Sodium, publicKey: Uint8Array): string {
  return sodium.crypto_generichash(8, publicKey, null, 'hex');
}

/** The key id (fingerprint) of a base64 public key; rows record it so staff know which key opens them. */
export async function publicKeyId(publicKeyBase64: string): Promise<string> {
  const sodium = await loadSodium();
  const publicKey = decodeBase64(sodium, publicKeyBase64);
  if (publicKey?.length !== sodium.crypto_box_PUBLICKEYBYTES) throw new InvalidPublicKeyError();
  return keyIdOf(sodium, publicKey);
}

/** Encrypt for the holder of the private key; anyone can seal, only the key holder can open. */
export async function sealCredential(plaintext: string, publicKeyBase64: string): Promise<SealedCredential> {
  const sodium = await loadSodium();
  const publicKey = decodeBase64(sodium, publicKeyBase64);
  if (publicKey?.length !== sodium.crypto_box_PUBLICKEYBYTES) throw new InvalidPublicKeyError();
  const sealed = sodium.crypto_box_seal(plaintext, publicKey);
  return { ciphertext: sodium.to_base64(sealed, B64(sodium)), keyId: keyIdOf(sodium, publicKey) };
}

/** Turn a pasted base64 private key into a key pair; anything else is a WrongKeyError. */
export async function parsePrivateKey(privateKeyBase64: string): Promise<CredentialKeyPair> {
  const sodium = await loadSodium();
  const privateKey = decodeBase64(sodium, privateKeyBase64);
  if (privateKey?.length !== sodium.crypto_box_SECRETKEYBYTES) throw new WrongKeyError();
  const publicKey = sodium.crypto_scalarmult_base(privateKey);
  return { keyId: keyIdOf(sodium, publicKey), publicKey, privateKey };
}

/** Open a stored sealed box; a wrong key or a damaged value is a WrongKeyError, never garbage. */
export async function openCredential(ciphertext: string, keyPair: CredentialKeyPair): Promise<string> {
  const sodium = await loadSodium();
  const sealed = isSealedBoxCiphertext(ciphertext) ? decodeBase64(sodium, ciphertext) : undefined;
  if (!sealed) throw new WrongKeyError();
  try {
    const opened = sodium.crypto_box_seal_open(sealed, keyPair.publicKey, keyPair.privateKey);
    return new TextDecoder('utf-8', { fatal: true }).decode(opened);
  } catch {
    throw new WrongKeyError();
  }
}

/** A fresh key pair, base64 encoded, for `npm run keys:generate` and for local mode. */
export async function generateKeyPair(): Promise<{ keyId: string; publicKey: string; privateKey: string }> {
  const sodium = await loadSodium();
  const pair = sodium.crypto_box_keypair();
  return {
    keyId: keyIdOf(sodium, pair.publicKey),
    publicKey: sodium.to_base64(pair.publicKey, B64(sodium)),
    privateKey: sodium.to_base64(pair.privateKey, B64(sodium)),
  };
}
