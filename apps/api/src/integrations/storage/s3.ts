import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey } from './storage-key.js';
import type { FileStorage, StoredObject } from './types.js';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, Cloudflare R2, DigitalOcean Spaces...); AWS when null. */
  endpoint: string | null;
  /** Both or neither: without them the SDK's default chain is used (an IAM role on AWS). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most compatibles). */
  forcePathStyle: boolean;
}

/**
 * Files in an S3 bucket or an S3-compatible store, by configuration (STORAGE_PROVIDER=s3). Uses the
 * REST API's PutObject, GetObject and DeleteObject
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html,
 * https://docs.aws.amazon.com/AmazonS3/latest/API/API_GetObject.html,
 * https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObject.html). The bucket must stay
 * private and have default encryption on (S3 has it since January 2023); files are only ever served
 * through the API, to their owner.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: config.region,
        endpoint: config.endpoint ?? undefined,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        // Several S3-compatible stores reject the SDK's newer default CRC checksums: send and check
        // them only where the API requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
      });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<StoredObject> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: assertStorageKey(key),
        Body: content,
        ContentType: contentType,
        ContentLength: content.length,
      }),
    );
    return { key, contentType, size: content.length };
  }

  async get(key: string): Promise<{ content: Buffer; contentType: string } | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: assertStorageKey(key) }),
      );
      if (!res.Body) return null;
      const bytes = await res.Body.transformToByteArray();
      return {
        content: Buffer.from(bytes),
        contentType: res.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (
        error instanceof S3ServiceException &&
        (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: assertStorageKey(key) }),
    );
  }
}
