#!/usr/bin/env node
// Prints a new key pair for the onboarding form's website passwords (libsodium sealed boxes) and says
// where each half goes. See docs/decisions/003-credential-encryption.md. Nothing is written to disk.
import sodium from 'libsodium-wrappers';

await sodium.ready;
const pair = sodium.crypto_box_keypair();
const b64 = (bytes) => sodium.to_base64(bytes, sodium.base64_variants.ORIGINAL);
// Same fingerprint as src/lib/crypto/sealed-box.ts: rows record it, so staff can tell which key opens them.
const keyId = sodium.crypto_generichash(8, pair.publicKey, null, 'hex');

console.log(`New credentials key pair (key id ${keyId})

PUBLIC key: goes in the site's build configuration (.env.local, or your host's environment settings).
It only lets the onboarding form encrypt; it cannot decrypt anything.

VITE_CREDENTIALS_PUBLIC_KEY=${b64(pair.publicKey)}

PRIVATE key: store it in the team's password manager, shared only with staff who may read client
website passwords. Staff paste it into /onboarding-admin (Unlock passwords) once per session.
Never put it in the repo, an .env file, the bundle, the database, chat or email.
If it is lost, the passwords encrypted for this key are lost too (clients must send them again).

${b64(pair.privateKey)}

Rotating: deploy the new public key; rows keep the key id they were sealed for, so staff unlock the
older rows with the previous private key until they are deleted.`);
