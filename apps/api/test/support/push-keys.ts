import { createECDH } from 'node:crypto';

/**
 * The keys a browser subscribes to web push with, the same for the same `device` (1 or more):
 * the uncompressed public key of the P-256 private key `device`, and a secret of 16 bytes.
 */
export function browserPushKeys(device: number): { p256dh: string; auth: string } {
  const privateKey = Buffer.alloc(32);
  privateKey.writeUInt32BE(device, 28);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: Buffer.alloc(16, device).toString('base64url'),
  };
}
