import { hubsSettingCalls, type Requester } from '@motorpool/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { loadSessionProfile } from '../api/session-profile';
import { toast } from '../state/toast-store';
import type { HubsSettingCardProps } from './HubsSettingCard';

/** Shown once the server has saved the switch. */
export const HUBS_SAVED = 'Hubs setting saved';

export type HubsSettingSource = {
  request: Requester;
  token: string | null;
  organisation: number | null;
  /** Where the session's profile is read again from after a save. */
  apiBase?: string;
  /** After a save, so the screen's audit trail reads the change. */
  onSaved?: () => void;
};

/**
 * The 'Enable Hubs' card's state, wired to `settings/enable-hubs/`: read for
 * the session's organisation, saved on change. After a save the session's
 * profile is read again, since its current organisation says whether hubs
 * are on and every hub menu and field follows it.
 */
export function useHubsSetting({ request, token, organisation, apiBase, onSaved }: HubsSettingSource): HubsSettingCardProps {
  const calls = useMemo(() => hubsSettingCalls(request), [request]);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` and `organisation` are triggers: the requester sends the session's current ones.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setEnabled(null);
    setLoadError(null);
    calls.getHubsSetting().then(
      (setting) => current && setEnabled(setting.enabled),
      (error: unknown) => current && setLoadError(failureTitle(error)),
    );
    return () => {
      current = false;
    };
  }, [calls, token, organisation]);

  const onChange = useCallback(
    async (wanted: boolean) => {
      setSaving(true);
      try {
        setEnabled((await calls.updateHubsSetting({ enabled: wanted })).enabled);
        toast.success(HUBS_SAVED);
        onSaved?.();
        loadSessionProfile(apiBase).catch((error: unknown) => console.error('Profile reload after the hubs setting failed', error));
      } catch (error) {
        toast.error(failureTitle(error));
      } finally {
        setSaving(false);
      }
    },
    [calls, onSaved, apiBase],
  );

  return { enabled, loadError, saving, onChange: (wanted) => void onChange(wanted) };
}
