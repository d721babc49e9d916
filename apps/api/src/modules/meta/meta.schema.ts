import { API_VERSION } from '@koran-kids/protocol';
import { builder } from '../../schema/builder.ts';

builder.queryField('apiVersion', (t) =>
  t.string({
    description: 'The version of this API; clients send it as the api-version header.',
    authScopes: { parent: true },
    resolve: () => API_VERSION,
  }),
);
