import { z } from 'zod';

/**
 * Where uploaded files live when STORAGE_URL is set: an S3-compatible bucket (AWS S3, MinIO, R2…)
 * that every server instance reaches. Unset, files stay in the embedded folder `${DATA_DIR}/uploads`.
 * Credentials are not part of the URL: the AWS SDK finds them itself (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or the machine's role), so the URL can be logged and shared.
 */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (http://127.0.0.1:9000 for MinIO); null means AWS. */
  endpoint: string | null;
  /** Bucket in the path (host/bucket/key) rather than the host name; what most self-hosted services need. */
  forcePathStyle: boolean;
}

export const DEFAULT_S3_REGION = 'us-east-1';
export const STORAGE_URL_FORMAT = 's3://BUCKET?region=REGION&endpoint=URL&forcePathStyle=true|false';

const PARAMETERS = new Set(['region', 'endpoint', 'forcePathStyle']);
/** S3's rules for new bucket names: 3–63 lowercase letters, digits, dots and hyphens, starting and ending alphanumeric. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** Reads STORAGE_URL; each problem is one sentence naming the part to fix. */
export function parseStorageUrl(raw: string): { config: S3StorageConfig } | { problem: string } {
  if (!URL.canParse(raw)) return { problem: `expected ${STORAGE_URL_FORMAT}` };
  const url = new URL(raw);
  if (url.protocol !== 's3:') return { problem: `expected an s3:// URL (${STORAGE_URL_FORMAT})` };
  if (url.username || url.password)
    return {
      problem: 'credentials do not belong in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or use a profile or role)',
    };
  if (!BUCKET_NAME.test(url.hostname))
    return { problem: 'expected a bucket name after s3:// (3–63 lowercase letters, digits, dots and hyphens)' };
  if (url.port || (url.pathname !== '' && url.pathname !== '/'))
    return { problem: 'expected only a bucket name after s3://; put a custom service in ?endpoint=' };
  for (const name of url.searchParams.keys())
    if (!PARAMETERS.has(name)) return { problem: `unknown parameter "${name}" (expected region, endpoint, forcePathStyle)` };

  const region = url.searchParams.get('region') ?? DEFAULT_S3_REGION;
  if (!REGION.test(region)) return { problem: 'region: expected a region name such as us-east-1' };
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !(URL.canParse(endpoint) && ['http:', 'https:'].includes(new URL(endpoint).protocol)))
    return { problem: 'endpoint: expected an absolute http:// or https:// URL, e.g. http://127.0.0.1:9000' };
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return { problem: 'forcePathStyle: expected true or false' };

  return {
    config: {
      bucket: url.hostname,
      region,
      endpoint: endpoint?.replace(/\/+$/, '') ?? null,
      // Self-hosted services rarely have a host name per bucket; AWS prefers one.
      forcePathStyle: pathStyle === null ? endpoint !== null : pathStyle === 'true',
    },
  };
}

export const storageUrl = z.string().transform((raw, context): S3StorageConfig => {
  const parsed = parseStorageUrl(raw);
  if ('problem' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed.config;
});
