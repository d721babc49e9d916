import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config.ts';
import type { BearerVerifier } from '../family/viewer.ts';
import type { OidcClient } from './oidc-client.ts';

const CLOCK_TOLERANCE_S = 60;

/** Checks `Authorization: Bearer` JWT access tokens of the same issuer, for the API's own audience. */
export function createBearerVerifier(config: Config, oidc: OidcClient): BearerVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;
  return async (token) => {
    const metadata = (await oidc.configuration()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the provider publishes no signing keys');
    keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    const { payload } = await jwtVerify(token, keys, {
      issuer: metadata.issuer,
      audience: config.oidc.audience,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    if (!payload.sub) throw new Error('the access token names no subject');
    return { ...payload, sub: payload.sub };
  };
}
