import type { accountStatusResponseSchema } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../api/endpoints';

export type AccountStatus = z.infer<typeof accountStatusResponseSchema>;

/** The account's own state (verified address, second factor), loaded once for the Settings cards. */
export function useAccountStatus() {
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    api
      .accountStatus()
      .then((loaded) => {
        setStatus(loaded);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  return { status, failed, reload };
}
