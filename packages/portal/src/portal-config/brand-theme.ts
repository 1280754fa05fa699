import type { PortalConfig } from '@motorpool/api';
import type { ThemeName } from '@motorpool/widgets';

/** The widget theme of the host's brand. */
export function brandTheme(config: Pick<PortalConfig, 'brand'>): ThemeName {
  return config.brand === 'fleet-share' ? 'fleet-share' : 'default';
}
