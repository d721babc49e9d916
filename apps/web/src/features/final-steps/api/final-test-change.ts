import type { QueryClient } from '@tanstack/react-query';
import { childFinalStepsScope, parentChildScope } from '../../../lib/query-keys.ts';

/** After the parent set the final test or took it back: the parent's pages about the child and the child's steps. */
export const readFinalTestAgain = (queryClient: QueryClient, userChildId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: parentChildScope(userChildId) }),
    queryClient.invalidateQueries({ queryKey: childFinalStepsScope(userChildId) }),
  ]);
