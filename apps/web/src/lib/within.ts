/**
 * The promise's answer, or `undefined` once `ms` have passed without one: for work that must not hold up what
 * follows (a storage that may never answer, a send before signing out). The promise itself goes on, unheard.
 */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
