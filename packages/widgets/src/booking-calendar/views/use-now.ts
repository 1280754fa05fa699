import { useEffect, useState } from 'react';

/**
 * The current instant (epoch ms), kept fresh each minute while `enabled`.
 * The first render reads the clock, so mounting does not render again; a
 * view that comes to need the clock later (it navigated to today) catches up
 * at once.
 */
export function useNow(enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    // The same value when still fresh, which React drops without rendering.
    setNow((shown) => (Date.now() - shown < 60_000 ? shown : Date.now()));
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}
