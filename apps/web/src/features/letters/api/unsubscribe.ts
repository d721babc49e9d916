import { useMutation } from '@tanstack/react-query';

/** The weekly letter's link: stops the letters of the parent its token names, without signing in. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: async (token: string) => {
      const answer = await fetch(`/letters/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' });
      if (answer.status === 404) return false;
      if (!answer.ok) throw new Error(`unsubscribe answered ${answer.status}`);
      return true;
    },
  });
