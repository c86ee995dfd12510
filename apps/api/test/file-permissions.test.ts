import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk.js';

/**
 * Issue 12 item 12: customers' uploaded documents were written world-readable (644) and the PGlite
 * folder 755. They are the server's own user's only: files 600, folders 700.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-file-modes-'));
const modeOf = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('file permissions', () => {
  it('When a document is uploaded to the local disk, then the file and its metadata are 600 and every folder under uploads 700', async () => {
    const uploads = path.join(root, 'data', 'uploads');
    const storage = new LocalDiskStorage(uploads);
    const key = 'customers/42/kyc/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7 a voter card'), 'application/pdf');
    const file = path.join(uploads, key);
    expect(modeOf(file)).toBe('600');
    expect(modeOf(`${file}.meta.json`)).toBe('600');
    for (let dir = path.dirname(file); dir.startsWith(uploads); dir = path.dirname(dir))
      expect(modeOf(dir), dir).toBe('700');
  });

  it('When the uploads folder was left 755 by an older version, then the next upload makes it 700', async () => {
    const uploads = path.join(root, 'old', 'uploads');
    fs.mkdirSync(uploads, { recursive: true, mode: 0o755 });
    fs.chmodSync(uploads, 0o755);
    await new LocalDiskStorage(uploads).put('a/b.png', Buffer.from('png'), 'image/png');
    expect(modeOf(uploads)).toBe('700');
    expect(modeOf(path.join(uploads, 'a'))).toBe('700');
  });

  it('When the PGlite database is opened in a new or a 755 folder, then the folder is 700', async () => {
    const fresh = path.join(root, 'pglite-new');
    const old = path.join(root, 'pglite-old');
    fs.mkdirSync(old, { mode: 0o755 });
    fs.chmodSync(old, 0o755);
    for (const dataDir of [fresh, old]) {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(modeOf(dataDir), dataDir).toBe('700');
      } finally {
        await database.close();
      }
    }
    // Two new PGlite databases on disk: their initdb is slow on a busy machine.
  }, 180_000);
});
