import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { userScope } from '../../lib/query-keys.ts';
import { claimDevice, readOrCopy } from '../../offline/device-copies.ts';
import { signedInRead } from './get-session.ts';

/** This part of the first read (getSignedIn, get-session.ts spreads it), written once. */
export const viewerPart = graphql(`
  fragment ViewerPart on Query {
    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }
  }
`);

export const getUser = graphql(`
  query getUser { ...ViewerPart }
`);

/** The parent's account; the device's offline data belongs to it from here on (offline/device-copies.ts). */
async function readUser() {
  const user = await signedInRead.partOr(
    'page-load',
    'viewer',
    ({ viewer }) => ({ viewer }),
    () => request(getUser),
  );
  await claimDevice(user.viewer.id);
  return user;
}

export const userQuery = () =>
  queryOptions({ queryKey: userScope(), queryFn: () => readOrCopy(userScope(), readUser) });
