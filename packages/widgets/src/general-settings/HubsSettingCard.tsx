import { useId } from 'react';
import * as formStyles from '../ui/form/form.css';
import * as styles from './GeneralSettings.css';

export type HubsSettingCardProps = {
  /** Null while the setting loads. */
  enabled: boolean | null;
  saving?: boolean;
  /** Why the setting could not be read; the switch stays away until it is. */
  loadError?: string | null;
  /** Saved at once, as the two-step sign-in switch is. */
  onChange: (enabled: boolean) => void;
};

/** Trail label of the setting, as the server audits it (`enable_hubs`). */
export const HUBS_SETTING_LABELS = { enable_hubs: 'Enable Hubs' } as const;

/**
 * 'Enable Hubs' (spec §7 settings by key) on the general settings screen: a
 * switch saved on change, and what turning it off does. No HTTP.
 */
export function HubsSettingCard({ enabled, saving = false, loadError, onChange }: HubsSettingCardProps) {
  const id = `${useId()}-hubs`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.sectionHeading}>
        Hubs
      </h3>
      {enabled === null ? (
        loadError ? (
          <p role="alert">{loadError}</p>
        ) : (
          <p role="status">Loading the hubs setting…</p>
        )
      ) : (
        <div className={formStyles.checkboxRow}>
          <input
            id={id}
            type="checkbox"
            className={formStyles.checkbox}
            checked={enabled}
            aria-describedby={`${id}-explanation`}
            aria-busy={saving || undefined}
            disabled={saving}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <label htmlFor={id} className={formStyles.checkboxLabel}>
            {HUBS_SETTING_LABELS.enable_hubs}
          </label>
        </div>
      )}
      <p id={`${id}-explanation`} className={styles.explanation}>
        Off: hub menus, hub fields, Switch Hub and hub filters disappear, and hubs cannot be created, changed or assigned. Existing hubs and hub managers are
        kept and come back when hubs are turned on again.
      </p>
    </section>
  );
}
