import { useEffect, useState } from 'react';
import type { HumanCheckConfig } from '../../domain/forms/form-types';
import { loadHumanCheckConfig } from './verification-api';

/** The human check to show: the one given (a form's), else the server's, fetched once the dialog opens. */
export function useHumanCheckConfig(given: HumanCheckConfig | undefined): { config: HumanCheckConfig | null; failed: boolean } {
  const [loaded, setLoaded] = useState<HumanCheckConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (given) return;
    let live = true;
    loadHumanCheckConfig().then(
      (config) => live && setLoaded(config),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [given]);
  return { config: given ?? loaded, failed: !given && failed };
}
