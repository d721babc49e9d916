import type { IncomingMessage, ServerResponse } from 'node:http';
// @ts-expect-error oidc-provider ships no type declarations; the few shapes used here are typed below (OidcProvider…).
import Provider, { errors as providerErrors } from 'oidc-provider';

/** Where the provider is mounted; the issuer's path must be this. */
export const PREFIX = '/oidc';

// ---------------------------------------------------------------------------------------------
// The parts of oidc-provider 9 used here (it has no type declarations of its own).

export type OidcGrant = {
  accountId: string;
  clientId: string;
  addOIDCScope: (scope: string) => void;
  addResourceScope: (resource: string, scope: string) => void;
  save: () => Promise<string>;
};
type OidcGrantModel = {
  new (properties: { accountId: string; clientId: string }): OidcGrant;
  find: (id: string) => Promise<OidcGrant | undefined>;
};
export type OidcInteraction = {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
};
export type InteractionResult = { login: { accountId: string; amr?: string[] } } | { consent: { grantId: string } };
export type OidcProvider = {
  proxy: boolean;
  Grant: OidcGrantModel;
  callback: () => (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  interactionDetails: (req: IncomingMessage, res: ServerResponse) => Promise<OidcInteraction>;
  interactionFinished: (
    req: IncomingMessage,
    res: ServerResponse,
    result: InteractionResult,
    options: { mergeWithLastSubmission: boolean },
  ) => Promise<void>;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
};
/** The Koa context oidc-provider hands to its configuration functions. */
export type ProviderContext = {
  type: string;
  body: unknown;
  oidc?: {
    params?: Record<string, unknown>;
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor: (clientId: string) => string | undefined };
    result?: { consent?: { grantId?: string } };
    account?: { accountId: string };
  };
};
export type ProviderError = { error?: string; error_description?: string; message?: string };

export const OidcProviderClass = Provider as new (issuer: string, configuration: object) => OidcProvider;
export const SessionNotFound = (providerErrors as { SessionNotFound: new (...args: never[]) => Error }).SessionNotFound;
export const InvalidTarget = (providerErrors as { InvalidTarget: new (description?: string) => Error }).InvalidTarget;
