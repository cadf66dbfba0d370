import { useCallback, useState } from 'react';
import type { ApiError } from '../../../shared/errors.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';

/** Runs one call at a time and keeps its errors for the form (the server's codes, or G_01). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setErrors([]);
    try {
      return await call();
    } catch (error) {
      setErrors(errorsFromUnknown(error));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, errors, setErrors, run };
}
