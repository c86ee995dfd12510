import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipher, loadEncryptionKey } from './crypto.js';

describe('FieldCipher', () => {
  const cipher = new FieldCipher(randomBytes(32));

  it('When a BVN is encrypted, then the stored text does not hold it and decrypts back', () => {
    const stored = cipher.encrypt('22212345678');
    expect(stored).not.toContain('22212345678');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored)).toBe('22212345678');
    expect(cipher.encrypt('22212345678')).not.toBe(stored);
  });

  it('When the stored text is tampered with or read with another key, then decryption fails', () => {
    const stored = cipher.encrypt('12345678901');
    const parts = stored.split('.');
    parts[3] = Buffer.from('x' + Buffer.from(parts[3]!, 'base64url').toString('latin1')).toString(
      'base64url',
    );
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });

  it('When the same value is hashed twice, then the lookup hash is equal and does not hold the value', () => {
    expect(cipher.lookupHash('22212345678')).toBe(cipher.lookupHash('22212345678'));
    expect(cipher.lookupHash('22212345678')).not.toContain('22212345678');
  });
});

describe('loadEncryptionKey', () => {
  it('When no key is configured in development, then a key file is made once and reused', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-key-'));
    const a = loadEncryptionKey({ envKey: null, dataDir, allowKeyFile: true });
    const b = loadEncryptionKey({ envKey: null, dataDir, allowKeyFile: true });
    expect(a.equals(b)).toBe(true);
    expect(a).toHaveLength(32);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('When the key is missing without the sandbox or is the wrong size, then it refuses', () => {
    expect(() => loadEncryptionKey({ envKey: null, dataDir: '/tmp', allowKeyFile: false })).toThrow(
      'ENCRYPTION_KEY',
    );
    expect(() =>
      loadEncryptionKey({
        envKey: Buffer.from('short').toString('base64'),
        dataDir: '/tmp',
        allowKeyFile: true,
      }),
    ).toThrow('32 bytes');
  });
});
