import { builder } from '../../schema/builder.ts';

export const API_VERSION = '3';

builder.queryField('apiVersion', (t) =>
  t.string({
    description: 'The version of this API; clients send it as the api-version header.',
    authScopes: { parent: true },
    resolve: () => API_VERSION,
  }),
);
