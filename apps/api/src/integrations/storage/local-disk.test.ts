import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-storage-'));
const storage = new LocalDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('When a file is put, then it is read back with its type, and gone after delete', async () => {
    await storage.put(
      'customers/7/letters/abc123.pdf',
      Buffer.from('%PDF-1.7 test'),
      'application/pdf',
    );
    expect(await storage.get('customers/7/letters/abc123.pdf')).toEqual({
      content: Buffer.from('%PDF-1.7 test'),
      contentType: 'application/pdf',
    });
    await storage.delete('customers/7/letters/abc123.pdf');
    expect(await storage.get('customers/7/letters/abc123.pdf')).toBeNull();
  });

  it('When a key tries to leave the folder or is not server-shaped, then it is refused', async () => {
    for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', 'name with spaces.pdf']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        'invalid storage key',
      );
    }
  });
});
