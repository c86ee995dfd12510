import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Personal data at rest (docs/architecture.md, 'Personal data'): AES-256-GCM with a random 96-bit nonce per value, and a
 * keyed hash (HMAC-SHA-256 with a key derived from the same secret) to look a value up without
 * storing it in the clear. Stored form: 'v1.<nonce>.<tag>.<ciphertext>' in base64url.
 */
export class FieldCipher {
  private readonly encKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(secret: Buffer) {
    if (secret.length !== 32) throw new Error('the encryption key must be 32 bytes');
    this.encKey = createHmac('sha256', secret).update('alaafia:field-encryption:v1').digest();
    this.hashKey = createHmac('sha256', secret).update('alaafia:lookup-hash:v1').digest();
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [version, nonce, tag, body] = stored.split('.');
    if (version !== 'v1' || !nonce || !tag || body === undefined)
      throw new Error('unreadable encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  encryptNullable(plain: string | null | undefined): string | null {
    return plain === null || plain === undefined ? null : this.encrypt(plain);
  }

  decryptNullable(stored: string | null | undefined): string | null {
    return stored === null || stored === undefined ? null : this.decrypt(stored);
  }

  /** A stable keyed hash for lookups ('is this BVN already on another account?'). */
  lookupHash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}

/**
 * The key: ENCRYPTION_KEY (32 bytes, base64) in production; otherwise a key file made in DATA_DIR on
 * first start, so a development database stays readable across restarts.
 */
export function loadEncryptionKey(options: {
  envKey: string | null;
  dataDir: string;
  allowKeyFile: boolean;
}): Buffer {
  if (options.envKey) {
    const key = Buffer.from(options.envKey, 'base64');
    if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  if (!options.allowKeyFile) throw new Error('ENCRYPTION_KEY is required when SANDBOX=false');
  const file = path.join(options.dataDir, 'keys', 'encryption.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
