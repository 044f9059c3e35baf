import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';

const cert = readFileSync(new URL('./localhost-cert.pem', import.meta.url));
const key = readFileSync(new URL('./localhost-key.pem', import.meta.url));

/** A TLS agent that trusts only the fake push service's self-signed certificate (127.0.0.1). */
export const fakePushAgent = () => new Agent({ ca: cert, keepAlive: false });

export type RecordedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A push service on 127.0.0.1 over HTTPS: records every request and answers with the status the
 * test sets per path (201 by default, as real services do).
 */
export async function startFakePushService(): Promise<{
  url: string;
  requests: RecordedPush[];
  statusFor: Map<string, number>;
  close(): Promise<void>;
}> {
  const requests: RecordedPush[] = [];
  const statusFor = new Map<string, number>();
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusFor.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    statusFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function fakeBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an aes128gcm Web Push body as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublicKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (k: Buffer, data: Buffer) => createHmac('sha256', k).update(data).digest();
      const secret = ecdh.computeSecret(serverPublicKey);
      const prkKey = hmac(auth, secret);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublicKey, Buffer.from([1])]);
      const ikm = hmac(prkKey, keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 followed by optional zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
