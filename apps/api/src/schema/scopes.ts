/** Who may call a field about one child: its own family (with an active subscription). */
export const childScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  ownsChild: String(userChildId),
});

/** Parent-area fields about the whole family that an ended subscription no longer gives (DECISIONS: expired). */
export const activeParentAreaScope = { $all: { parentArea: true, activeFamily: true } } as const;

/** Erasing a profile: its own family, after a fresh pincode check, also once the subscription has ended (GDPR). */
export const erasableChildScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  $all: { parentArea: true, familyChild: String(userChildId) },
});

/** Parent-only fields about one child: its own family, after a fresh pincode check. */
export const parentChildScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  $all: { parentArea: true, ownsChild: String(userChildId) },
});

/** A field about one course group: an administrator, or a teacher of that group. */
export const groupScope = (_: unknown, { courseGroupId }: { courseGroupId: string | number }) => ({
  teacherOfGroup: String(courseGroupId),
});

/** A field about one child's texts or recordings: an administrator, or the teacher of the child's group. */
export const teacherOfChildScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  teacherOfChild: String(userChildId),
});
