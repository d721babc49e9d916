import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** Token requests give up after 10 s; ID tokens may be 60 s off in time (spec §9). */
const REQUEST_TIMEOUT_S = 10;
const CLOCK_TOLERANCE_S = 60;

export type OidcClient = {
  configuration: () => Promise<client.Configuration>;
};

/** The relying party: discovers the provider once, on first use (the embedded one listens only after start). */
export function createOidcClient(config: Config): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;
  const discover = () =>
    client.discovery(
      new URL(config.oidc.issuer),
      config.oidc.clientId,
      { client_secret: config.oidc.clientSecret, [client.clockTolerance]: CLOCK_TOLERANCE_S },
      client.ClientSecretPost(config.oidc.clientSecret),
      {
        timeout: REQUEST_TIMEOUT_S,
        execute: config.oidc.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      },
    );
  return {
    configuration: () => {
      discovered ??= discover().catch((error: unknown) => {
        discovered = null;
        throw error;
      });
      return discovered;
    },
  };
}
