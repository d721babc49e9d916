import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { userScope } from '../../lib/query-keys.ts';
import { claimDevice, readOrCopy } from '../../offline/device-copies.ts';
import { signedInRead } from './get-session.ts';

export const getUser = graphql(`
  query getUser {
    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }
  }
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
