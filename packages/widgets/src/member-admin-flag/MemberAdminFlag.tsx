import { ADMIN_FLAG_PERMISSIONS, PERMISSION_CATALOGUE } from '@motorpool/api';
import { useId } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import * as formStyles from '../ui/form/form.css';
import { FormAlert } from '../ui/form/FormAlert';
import * as styles from './MemberAdminFlag.css';

export type MemberAdminFlagProps = {
  status: 'loading' | 'ready' | 'error';
  flag: boolean | null;
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null;
  onChange: (flag: boolean) => void;
  /** The member's trail (`useAuditTrail('member', pk)`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

const GRANTED = ADMIN_FLAG_PERMISSIONS.map((name) => PERMISSION_CATALOGUE[name].label).join(', ');
const LABELS = { is_business_admin: 'Admin' };

/**
 * A member's admin flag (spec §4), on their profile for super users: on top of
 * their role, the organisation's administration, in this organisation only.
 * Saved on change; a refusal puts the box back and says why. No HTTP.
 */
export function MemberAdminFlag({ status, flag, loadError, onRetry, saving = false, saveError, onChange, trail, theme }: MemberAdminFlagProps) {
  const id = useId();
  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`} part="base">
      <h2 id={`${id}-heading`} className={formStyles.cardHeading} part="heading">
        Admin
      </h2>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'error' && (
        <>
          <FormAlert messages={[loadError]} />
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
      {status === 'ready' && flag !== null && (
        <>
          <FormAlert messages={[saveError]} />
          <div className={formStyles.checkboxRow}>
            <input
              id={id}
              type="checkbox"
              className={formStyles.checkbox}
              checked={flag}
              disabled={saving}
              aria-busy={saving || undefined}
              aria-describedby={`${id}-explanation`}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            <label htmlFor={id} className={formStyles.checkboxLabel}>
              Admin of this organisation
            </label>
          </div>
          <p id={`${id}-explanation`} className={styles.explanation}>
            On top of their role, in this organisation only: {GRANTED}. It applies from their next action.
          </p>
          {trail && (
            <div className={styles.trail}>
              <AuditTrail {...trail} fieldLabels={LABELS} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
