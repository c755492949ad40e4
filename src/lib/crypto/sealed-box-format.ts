/**
 * The shape of a stored credential, without libsodium, so the zod schema, the SQL CHECK constraint
 * (supabase/migrations/*_onboarding_submissions.sql) and the tests can share it cheaply.
 *
 * A sealed box (crypto_box_seal) is the sender's ephemeral X25519 public key (32 bytes) + the message
 * + a Poly1305 tag (16 bytes): 48 bytes more than the plaintext. We store it in standard base64.
 */
export const SEALED_BOX_OVERHEAD_BYTES = 48;

/** A website password is at most this many characters (code points), so at most 4x as many UTF-8 bytes. */
export const CREDENTIAL_MAX_CHARS = 256;
export const CREDENTIAL_MAX_BYTES = CREDENTIAL_MAX_CHARS * 4;

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** Length bounds of the base64 ciphertext column: a 1-byte to a CREDENTIAL_MAX_BYTES-byte secret. */
export const CIPHERTEXT_MIN_LENGTH = base64Length(SEALED_BOX_OVERHEAD_BYTES + 1); // 68
export const CIPHERTEXT_MAX_LENGTH = base64Length(SEALED_BOX_OVERHEAD_BYTES + CREDENTIAL_MAX_BYTES); // 1432

/** Strict standard base64 with padding; the migration carries the same pattern. */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Key id: the first 8 bytes of BLAKE2b(public key), as 16 hex digits. */
export const KEY_ID_PATTERN = /^[0-9a-f]{16}$/;

/** True for text that can be a sealed box of a 1..CREDENTIAL_MAX_BYTES secret (never for a typed password). */
export function isSealedBoxCiphertext(value: string): boolean {
  return (
    value.length >= CIPHERTEXT_MIN_LENGTH && value.length <= CIPHERTEXT_MAX_LENGTH && BASE64_PATTERN.test(value)
  );
}
