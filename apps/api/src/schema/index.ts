import { builder } from './builder.ts';
import '../modules/meta/meta.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
