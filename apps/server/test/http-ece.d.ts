// The part of http_ece (Web Push's content encoding, RFC 8188/8291) the tests use to read a push
// message as the browser does; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(body: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
