import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage {
  text: string;
  error: boolean;
}

/**
 * A status message that clears itself after `clearAfterMs` (the spec's 3 s and 5 s messages);
 * pass 0 to keep it until replaced.
 */
export function useTimedMessage(clearAfterMs: number) {
  const [message, setMessage] = useState<TimedMessage>({ text: '', error: false });

  useEffect(() => {
    if (!message.text || clearAfterMs <= 0) return;
    const timer = setTimeout(() => setMessage({ text: '', error: false }), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);

  const show = useCallback((text: string, error = false) => setMessage({ text, error }), []);
  const clear = useCallback(() => setMessage({ text: '', error: false }), []);
  return { message, show, clear };
}
