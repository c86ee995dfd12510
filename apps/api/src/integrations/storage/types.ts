/** The port for files customers upload (employment letters, licence images) and documents we make. */
export interface StoredObject {
  key: string;
  contentType: string;
  size: number;
}

export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}
