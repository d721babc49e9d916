/** Who may call a field about one child: its own family (with an active subscription). */
export const childScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  ownsChild: String(userChildId),
});

/** Parent-only fields about one child: its own family, after a fresh pincode check. */
export const parentChildScope = (_: unknown, { userChildId }: { userChildId: string | number }) => ({
  $all: { parentArea: true, ownsChild: String(userChildId) },
});
