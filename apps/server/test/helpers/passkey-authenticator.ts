import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * A software passkey for the server tests: an ES256 key pair that answers WebAuthn registration
 * ('none' attestation) and sign-in challenges the way a browser and its authenticator do,
 * building authenticatorData, clientDataJSON and the COSE public key by hand (WebAuthn Level 2,
 * sections 6.1 and 6.5; CBOR of RFC 8949, only the types these structures use).
 */

/** The registration and sign-in options' parts the authenticator reads. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const b64url = (bytes: Buffer | Uint8Array): string => Buffer.from(bytes).toString('base64url');

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

export interface SoftwarePasskey {
  /** The credential id, base64url, as the server stores it. */
  readonly credentialId: string;
  /** The signature counter the next answer reports. */
  counter: number;
  /** Whether the person "unlocked" it (the UV flag); false answers as a key that only tests presence. */
  userVerified: boolean;
  /** The browser's answer to GET /api/auth/passkey/generate-register-options. */
  register(options: CreationOptions, origin: string): Record<string, unknown>;
  /** The browser's answer to GET /api/auth/passkey/generate-authenticate-options. */
  signIn(options: RequestOptions, origin: string, overrides?: { challenge?: string }): Record<string, unknown>;
}

export function softwarePasskey(rpId: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credential = randomBytes(32);
  const rpIdHash = createHash('sha256').update(rpId).digest();

  const authenticatorData = (self: SoftwarePasskey, attested: Buffer | null): Buffer => {
    // Flags: user present (0x01), user verified (0x04), attested credential data included (0x40).
    const flags = 0x01 | (self.userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(self.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  };

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');

  const self: SoftwarePasskey = {
    credentialId: b64url(credential),
    counter: 0,
    userVerified: true,
    register(options, origin) {
      const attested = Buffer.concat([Buffer.alloc(16), lengthOf(credential), credential, coseKey(publicKey)]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(self, attested)],
        ]),
      );
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, origin, overrides = {}) {
      self.counter += 1;
      const data = authenticatorData(self, null);
      const client = clientData('webauthn.get', overrides.challenge ?? options.challenge, origin);
      const signed = Buffer.concat([data, createHash('sha256').update(client).digest()]);
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          // ES256: ECDSA with SHA-256, DER-encoded as WebAuthn expects.
          signature: b64url(sign('sha256', signed, privateKey)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return self;
}

function lengthOf(bytes: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return length;
}

/** The public key as a COSE_Key: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}
