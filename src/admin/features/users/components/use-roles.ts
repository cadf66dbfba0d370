import { useCallback, useEffect, useState } from 'react';
import type { RoleSummary } from '../../../../shared/api-types.ts';
import { rolesApi } from '../api.ts';

/** The role list for selects and the roles screen; `reload` refetches after a change. */
export function useRoles(): { roles: RoleSummary[]; loading: boolean; reload: () => void } {
  const [roles, setRoles] = useState<RoleSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    rolesApi
      .list()
      .then((answer) => {
        if (!cancelled) setRoles(answer.data.items);
      })
      .catch((error: unknown) => console.error('Loading roles failed', error))
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [version]);

  return { roles, loading, reload: useCallback(() => setVersion((value) => value + 1), []) };
}
