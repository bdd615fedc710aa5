import { useEffect, useState } from 'react';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { type FormState, fromResumeData } from './formState';

export type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; form: FormState; version: number }
  | { state: 'error'; message: string };

/** The current version of a stored resume as form state, for editing into a new version. */
export function useStoredResume(id: string | undefined): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(id ? { state: 'loading' } : null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    (async () => {
      const { current } = await api.listVersions(id);
      const { resume } = await api.getVersion(id, current);
      if (live) setLoaded({ state: 'ready', form: fromResumeData(resume), version: current });
    })().catch((err: unknown) => {
      if (!live) return;
      setLoaded({
        state: 'error',
        message: messageFor(err, {
          preferServer: true,
          failed: 'Failed to load the resume.',
          unexpected: 'Something went wrong while loading the resume.',
        }),
      });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}
