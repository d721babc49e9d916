import { z } from 'zod';
import { profileUpdate } from './child-profile.ts';
import { createChildInput } from './create-child.ts';

/** What a parent changes of a profile besides its name and favourites (updateChildDetails). */
export const childEdit = z.object({
  avatar: createChildInput.shape.avatar,
  gender: createChildInput.shape.gender,
  dateOfBirth: createChildInput.shape.dateOfBirth,
  openProfile: z.boolean(),
});

/** The parent's whole form: the edit with the name and favourites, which updateChildDetails checks as profileUpdate. */
export const childEditWithProfile = childEdit.extend(profileUpdate.shape);
