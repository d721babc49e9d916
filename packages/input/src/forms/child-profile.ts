import { z } from 'zod';
import { CHILD_NAME } from './create-child.ts';
import { favouritesInput } from './favourites.ts';

/** The child changes its own name and favourites; the username never changes (updateUserChild). */
export const profileUpdate = z.object({
  name: CHILD_NAME,
  favourites: favouritesInput,
});
export type ProfileUpdate = z.input<typeof profileUpdate>;
