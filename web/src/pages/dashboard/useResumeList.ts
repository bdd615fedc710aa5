import type { StoredResume } from '@rb/contracts';
import { useCallback, useState } from 'react';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { cacheResumes, rebuildActivity } from '../../lib/localResumes';
import { SESSION_EXPIRED } from '../../session/rejected';
import { getToken } from '../../session/session';
import { isTokenExpired } from '../../session/token';

export type ListState = 'loading' | 'ready' | 'error';

/** The dashboard's resume list (SPEC §4): loaded from the server, cached locally, its §8 errors. */
export function useResumeList(onError: (message: string) => void) {
  const [state, setState] = useState<ListState>('loading');
  const [resumes, setResumes] = useState<StoredResume[]>([]);
  /** The SPEC §3 activity log, rebuilt with each load. */
  const [activity, setActivity] = useState<string[]>([]);
  /** SPEC §2: "Loading dashboard..." until the first load has finished. */
  const [firstLoad, setFirstLoad] = useState(true);

  const load = useCallback(async () => {
    const token = getToken();
    if (!token || isTokenExpired(token)) {
      onError(SESSION_EXPIRED);
      setState('error');
      setFirstLoad(false);
      return;
    }
    setState('loading');
    try {
      const { resumes: list } = await api.listResumes();
      cacheResumes(list);
      setActivity(rebuildActivity(list));
      setResumes(list);
      setState('ready');
    } catch (err) {
      // A 401 never lands here as a message: the client has ended the session and the guard moves on.
      onError(
        messageFor(err, {
          failed: 'Failed to load resumes. Please try again later.',
          unexpected: 'Something went wrong. Please try again.',
        }),
      );
      setState('error');
    } finally {
      setFirstLoad(false);
    }
  }, [onError]);

  return { state, resumes, activity, firstLoad, load };
}
