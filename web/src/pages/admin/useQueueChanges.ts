import { useEffect, useState } from 'react';
import { type JobSocket, jobSocket } from '../../jobs/socket';

/** Notices closer together than this are one refresh (the server already coalesces per queue). */
const REFRESH_MIN_GAP_MS = 1000;
/** Without the socket the page refreshes itself this often. */
export const FALLBACK_REFRESH_MS = 5000;
/** With it, still this often: worker connections and the AI engine's report are not queue events. */
const LIVE_REFRESH_MS = 30_000;

/**
 * Calls `refresh` when the gateway tells this admin's socket that a queue changed, and on a timer as a
 * fallback: every FALLBACK_REFRESH_MS while the socket is down (the page keeps working), every
 * LIVE_REFRESH_MS while it is up. Returns whether updates are live.
 */
export function useQueueChanges(refresh: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    let socket: JobSocket | undefined;
    let cancelled = false;
    let lastRefresh = Date.now();
    let gapTimer: number | undefined;
    let due = false;
    const run = () => {
      lastRefresh = Date.now();
      refresh();
    };
    // At most one refresh per gap; a notice during it is remembered and served when it ends.
    const onChange = () => {
      if (gapTimer !== undefined) {
        due = true;
        return;
      }
      run();
      gapTimer = window.setTimeout(() => {
        gapTimer = undefined;
        if (due) {
          due = false;
          onChange();
        }
      }, REFRESH_MIN_GAP_MS);
    };
    const tick = window.setInterval(() => {
      const every = socket?.connected ? LIVE_REFRESH_MS : FALLBACK_REFRESH_MS;
      if (Date.now() - lastRefresh >= every - 100) run();
    }, FALLBACK_REFRESH_MS);
    // Back after a drop: catch up at once on what the notices missed.
    const onConnect = () => {
      setLive(true);
      onChange();
    };
    const onDisconnect = () => setLive(false);
    void jobSocket().then((opened) => {
      if (cancelled) return;
      socket = opened;
      opened.on('ops:queue-changed', onChange);
      opened.on('connect', onConnect);
      opened.on('disconnect', onDisconnect);
      setLive(opened.connected);
      if (!opened.active) opened.connect();
    });
    return () => {
      cancelled = true;
      window.clearInterval(tick);
      window.clearTimeout(gapTimer);
      socket?.off('ops:queue-changed', onChange);
      socket?.off('connect', onConnect);
      socket?.off('disconnect', onDisconnect);
    };
  }, [refresh]);
  return live;
}
