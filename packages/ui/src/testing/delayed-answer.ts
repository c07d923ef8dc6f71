// Tests only: suggestions that come back a moment after each text, as from the network. The
// build never reaches this folder.
import { useEffect, useState } from 'react';

/**
 * Answers `text` with `answerFor(text)` on a 0 ms timer once it has more than 3 characters; a
 * newer text cancels the answer still pending. Returns `null` until the first answer.
 * `answerFor` must keep its identity between renders (declare it outside the component).
 */
export function useDelayedAnswer<T>(text: string, answerFor: (text: string) => T): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    if (text.trim().length <= 3) return undefined;
    const timer = setTimeout(() => setAnswer(answerFor(text)), 0);
    return () => clearTimeout(timer);
  }, [text, answerFor]);
  return answer;
}
