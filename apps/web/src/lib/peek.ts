import { useEffect, useState } from 'react';

/** How long a hidden verse shows after a tap: a glance, not a read. */
const PEEK_MS = 3000;

/** A peek at one hidden item: `peek(id)` shows it, and it hides again by itself after a moment. */
export function usePeek() {
  const [peekId, setPeekId] = useState<string | null>(null);
  useEffect(() => {
    if (!peekId) return;
    const timer = setTimeout(() => setPeekId(null), PEEK_MS);
    return () => clearTimeout(timer);
  }, [peekId]);
  return { peekId, peek: setPeekId };
}
