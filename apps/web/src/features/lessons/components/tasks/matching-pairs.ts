/**
 * The matching task without React: the shuffled answers, the rows they sit in, and what a tap does. The component
 * (`matching.tsx`) keeps the state and draws it.
 */

/** What the logic needs of a pair: pairs with the same `answerText` are interchangeable (a surah can repeat a verse). */
export type Matchable = { id: string; answerText: string };

export type Side = 'prompt' | 'answer';
export type Pick = { side: Side; id: string };
/** prompt id → answer id */
export type Matches = Record<string, string>;

/** What a tap does: nothing (already matched), select or unselect, or try a pair. */
export type Tap =
  | { kind: 'ignored' }
  | { kind: 'selected'; pick: Pick }
  | { kind: 'unselected' }
  | { kind: 'right'; promptId: string; answerId: string }
  | { kind: 'wrong'; pick: Pick };

/** A new order, never the given one when there is a choice: a puzzle that is already solved teaches nothing. */
export function shuffle<T extends { id: string }>(items: T[], random: () => number = Math.random): T[] {
  const isUnchanged = (order: T[]) => order.every((item, index) => item.id === items[index]?.id);
  for (let attempt = 0; attempt < 10; attempt++) {
    const order = [...items];
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] as T, order[index] as T];
    }
    if (items.length < 2 || !isUnchanged(order)) return order;
  }
  return [...items].reverse();
}

/**
 * The answers column, row by row: a matched answer beside its prompt, so each pair stays visibly together; the
 * others fill the free rows in their shuffled order.
 */
export function answerRows<Pair extends Matchable>(pairs: Pair[], answerOrder: string[], matches: Matches): Pair[] {
  const matched = new Set(Object.values(matches));
  const free = answerOrder.filter((answerId) => !matched.has(answerId));
  return pairs.flatMap((prompt) => {
    const answerId = matches[prompt.id] ?? free.shift();
    const answer = pairs.find((pair) => pair.id === answerId);
    return answer ? [answer] : [];
  });
}

export function isMatched(matches: Matches, pick: Pick) {
  return pick.side === 'prompt' ? pick.id in matches : Object.values(matches).includes(pick.id);
}

export const isSamePick = (a: Pick | null, b: Pick | null) =>
  a !== null && b !== null && a.side === b.side && a.id === b.id;

/**
 * A tap on a prompt or an answer: the first of a pair is selected (tapping it again unselects it, tapping another on
 * the same side selects that one instead); the second tries the pair.
 */
export function tap(pairs: Matchable[], matches: Matches, selected: Pick | null, pick: Pick): Tap {
  if (isMatched(matches, pick)) return { kind: 'ignored' };
  if (!selected || selected.side === pick.side) {
    return isSamePick(selected, pick) ? { kind: 'unselected' } : { kind: 'selected', pick };
  }
  const promptId = pick.side === 'prompt' ? pick.id : selected.id;
  const answerId = pick.side === 'answer' ? pick.id : selected.id;
  const prompt = pairs.find((pair) => pair.id === promptId);
  const answer = pairs.find((pair) => pair.id === answerId);
  if (prompt && answer && prompt.answerText === answer.answerText) return { kind: 'right', promptId, answerId };
  return { kind: 'wrong', pick };
}
