import { SESSION } from '@rb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InactivityDeps, InactivityManager } from './inactivity';

const MIN = 60_000;

function setup(opts: { expiresInMs?: number | null; refreshOk?: boolean } = {}) {
  const target = new EventTarget();
  let expiresAt: number | null =
    opts.expiresInMs === null ? null : Date.now() + (opts.expiresInMs ?? 60 * MIN);
  const deps = {
    expiresAt: () => expiresAt,
    refresh: vi.fn(async () => {
      if (opts.refreshOk === false) return false;
      expiresAt = Date.now() + 30 * MIN;
      return true;
    }),
    onWarn: vi.fn(),
    onWarningClosed: vi.fn(),
    onLogout: vi.fn(),
    target: target as unknown as InactivityDeps['target'],
  };
  const manager = new InactivityManager(deps);
  const act = (type = 'mousemove') => target.dispatchEvent(new Event(type));
  /** Another tab or request swapped the stored token without this manager scheduling for it. */
  const tokenReplaced = (expiresInMs: number) => {
    expiresAt = Date.now() + expiresInMs;
  };
  return { manager, deps, act, tokenReplaced };
}

describe('InactivityManager', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('warns after 15 quiet minutes and logs out when the 2-minute countdown ends', () => {
    const { manager, deps } = setup();
    manager.start();
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(deps.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.onWarn).toHaveBeenCalledWith(Date.now() + 2 * MIN);
    vi.advanceTimersByTime(2 * MIN - 1);
    expect(deps.onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.onLogout).toHaveBeenCalledTimes(1);
  });

  it('restarts the inactivity timer on debounced activity', () => {
    const { manager, deps, act } = setup();
    manager.start();
    vi.advanceTimersByTime(14 * MIN);
    act('keydown');
    vi.advanceTimersByTime(SESSION.activityDebounceMs);
    vi.advanceTimersByTime(14 * MIN);
    expect(deps.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN);
    expect(deps.onWarn).toHaveBeenCalledTimes(1);
  });

  it('debounces a burst of activity into one handling 500 ms after the last event', async () => {
    const { manager, deps, act, tokenReplaced } = setup();
    manager.start();
    tokenReplaced(MIN);
    for (let i = 0; i < 5; i++) {
      act('wheel');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(deps.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION.activityDebounceMs - 100);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores activity while the warning shows', () => {
    const { manager, deps, act } = setup();
    manager.start();
    vi.advanceTimersByTime(15 * MIN);
    act();
    vi.advanceTimersByTime(2 * MIN);
    expect(deps.onLogout).toHaveBeenCalledTimes(1);
  });

  it('"I\'m still here" refreshes the token and resets the timers', async () => {
    const { manager, deps } = setup();
    manager.start();
    vi.advanceTimersByTime(15 * MIN);
    await manager.stayLoggedIn();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.onWarningClosed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * MIN);
    expect(deps.onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(13 * MIN);
    expect(deps.onWarn).toHaveBeenCalledTimes(2);
  });

  it('logs out when the refresh fails', async () => {
    const { manager, deps } = setup({ refreshOk: false });
    manager.start();
    vi.advanceTimersByTime(15 * MIN);
    await manager.stayLoggedIn();
    expect(deps.onLogout).toHaveBeenCalledTimes(1);
  });

  it('warns 2 minutes before the token expires', () => {
    const { manager, deps } = setup({ expiresInMs: 10 * MIN });
    manager.start();
    vi.advanceTimersByTime(8 * MIN - 1);
    expect(deps.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.onWarn).toHaveBeenCalledTimes(1);
  });

  it('warns at once when the token expires within 2 minutes', () => {
    const { manager, deps } = setup({ expiresInMs: MIN });
    manager.start();
    expect(deps.onWarn).toHaveBeenCalledTimes(1);
  });

  it('refreshes on activity when the token expires within 2 minutes, and logs out if that fails', async () => {
    const { manager, deps, act, tokenReplaced } = setup({ refreshOk: false });
    manager.start();
    tokenReplaced(3 * MIN);
    act('touchmove');
    await vi.advanceTimersByTimeAsync(SESSION.activityDebounceMs);
    expect(deps.refresh).not.toHaveBeenCalled();
    tokenReplaced(MIN);
    act('scroll');
    await vi.advanceTimersByTimeAsync(SESSION.activityDebounceMs);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.onLogout).toHaveBeenCalledTimes(1);
  });

  it('has no expiry timer when the token has no expiry', () => {
    const { manager, deps } = setup({ expiresInMs: null });
    manager.start();
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(deps.onWarn).not.toHaveBeenCalled();
  });

  it('"Log me out" stops every timer', () => {
    const { manager, deps } = setup();
    manager.start();
    vi.advanceTimersByTime(15 * MIN);
    manager.logOut();
    vi.advanceTimersByTime(60 * MIN);
    expect(deps.onLogout).toHaveBeenCalledTimes(1);
    expect(deps.onWarn).toHaveBeenCalledTimes(1);
  });
});
