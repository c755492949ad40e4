// @vitest-environment node
import {
  CIPHERTEXT_MAX_LENGTH,
  CIPHERTEXT_MIN_LENGTH,
  CREDENTIAL_MAX_BYTES,
  isSealedBoxCiphertext,
  KEY_ID_PATTERN,
} from './sealed-box-format';
import {
  generateKeyPair,
  InvalidPublicKeyError,
  openCredential,
  parsePrivateKey,
  publicKeyId,
  sealCredential,
  WRONG_KEY_MESSAGE,
  WrongKeyError,
} from './sealed-box';

describe('sealed-box credentials', () => {
  it('seals with the public key and opens with the private key, unicode included', async () => {
    const pair = await generateKeyPair();
    const keyPair = await parsePrivateKey(pair.privateKey);
    for (const secret of ['hunter2', 'pässwörd 🔐 密码', ' spaces kept ', 'x']) {
      const sealed = await sealCredential(secret, pair.publicKey);
      if (secret.length > 4) expect(sealed.ciphertext).not.toContain(secret.trim());
      expect(isSealedBoxCiphertext(sealed.ciphertext)).toBe(true);
      expect(await openCredential(sealed.ciphertext, keyPair)).toBe(secret);
    }
  });

  it('records the id of the key it sealed for, the same id the private key yields', async () => {
    const pair = await generateKeyPair();
    const sealed = await sealCredential('secret', pair.publicKey);
    expect(sealed.keyId).toMatch(KEY_ID_PATTERN);
    expect(sealed.keyId).toBe(pair.keyId);
    expect(await publicKeyId(pair.publicKey)).toBe(pair.keyId);
    expect((await parsePrivateKey(pair.privateKey)).keyId).toBe(pair.keyId);
  });

  it('gives a different ciphertext each time (ephemeral sender key)', async () => {
    const pair = await generateKeyPair();
    const a = await sealCredential('same', pair.publicKey);
    const b = await sealCredential('same', pair.publicKey);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('fails cleanly with the clear message for another key pair', async () => {
    const owner = await generateKeyPair();
    const stranger = await parsePrivateKey((await generateKeyPair()).privateKey);
    const sealed = await sealCredential('secret', owner.publicKey);
    await expect(openCredential(sealed.ciphertext, stranger)).rejects.toThrow(WrongKeyError);
    await expect(openCredential(sealed.ciphertext, stranger)).rejects.toThrow(WRONG_KEY_MESSAGE);
    expect(WRONG_KEY_MESSAGE).toBe('This key cannot decrypt these passwords.');
  });

  it('refuses a tampered ciphertext and text that is not a key', async () => {
    const pair = await generateKeyPair();
    const keyPair = await parsePrivateKey(pair.privateKey);
    const { ciphertext } = await sealCredential('secret', pair.publicKey);
    const flipped = (ciphertext[10] === 'A' ? 'B' : 'A') + '';
    const tampered = ciphertext.slice(0, 10) + flipped + ciphertext.slice(11);
    await expect(openCredential(tampered, keyPair)).rejects.toThrow(WRONG_KEY_MESSAGE);
    await expect(openCredential('hunter2', keyPair)).rejects.toThrow(WRONG_KEY_MESSAGE);
    await expect(parsePrivateKey('not a key')).rejects.toThrow(WRONG_KEY_MESSAGE);
    await expect(parsePrivateKey(pair.publicKey.slice(0, 20))).rejects.toThrow(WrongKeyError);
  });

  it('refuses a malformed public key instead of sealing with it', async () => {
    await expect(sealCredential('secret', 'abc')).rejects.toThrow(InvalidPublicKeyError);
  });

  it('bounds the ciphertext column to a 1..1024-byte secret', async () => {
    const pair = await generateKeyPair();
    const shortest = await sealCredential('x', pair.publicKey);
    const longest = await sealCredential('é'.repeat(CREDENTIAL_MAX_BYTES / 2), pair.publicKey);
    expect(shortest.ciphertext).toHaveLength(CIPHERTEXT_MIN_LENGTH);
    expect(longest.ciphertext).toHaveLength(CIPHERTEXT_MAX_LENGTH);
    expect(isSealedBoxCiphertext('hunter2')).toBe(false);
    expect(isSealedBoxCiphertext('correct horse battery staple correct horse battery staple 1234567890')).toBe(false);
    expect(isSealedBoxCiphertext(`${shortest.ciphertext.slice(0, -4)}!!!!`)).toBe(false);
  });
});
