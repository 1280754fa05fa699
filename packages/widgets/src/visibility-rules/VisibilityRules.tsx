import {
  VISIBILITY_CHOICE_LABELS,
  VISIBILITY_RULE_CHOICES,
  VISIBILITY_RULE_KEYS,
  VISIBILITY_RULE_LABELS,
  type VisibilityRuleKey,
  type VisibilityRules as Rules,
  type VisibilityRulesView,
  type VisibilityRulesWrite,
} from '@motorpool/api';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { FormSection } from '../fields/branch/FormSection';
import { RecordFormPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as styles from './VisibilityRules.css';

export type VisibilityRulesStatus = 'loading' | 'ready' | 'error';

export type VisibilityRulesProps = {
  status: VisibilityRulesStatus;
  view: VisibilityRulesView | null;
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  /** The server's title for the last failed save. */
  serverError?: string | null;
  /** The server's messages by field (`roles`, `roles.0.rules.others_bookings`, …); all join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve true once saved (the form then shows what the server answered); anything else keeps the choices made. */
  onSave: (body: VisibilityRulesWrite) => Promise<boolean> | boolean;
  /** The rules' audit trail, under the form (`useAuditTrail('visibility_rules')`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

export const VISIBILITY_RULES_TITLE = 'Visibility Rules';
export const VISIBILITY_RULES_LOAD_FAILED = 'The visibility rules could not be loaded.';
export const SEES_ALL_NOTE = 'Looks after bookings: sees everyone’s bookings and details whatever these say.';
export const SIGN_UP_BRANCH_LABEL = 'Ask for the branch at sign-up (required)';
const SIGN_UP_BRANCH_HINT =
  'Off: the sign-up still offers the branch, as optional; a person who leaves it empty joins the first branch, and whoever accepts them can move them.';
const LEAD = 'What each role sees of other drivers’ data. A person always sees their own bookings in full.';

type Values = { rules: Record<number, Rules>; signupBranchVisible: boolean };

function valuesOf(view: VisibilityRulesView): Values {
  return { rules: Object.fromEntries(view.roles.map((role) => [role.pk, role.rules as Rules])), signupBranchVisible: view.signup_branch_visible };
}

/**
 * The organisation's visibility rules (issue 21, spec §2 /visibility-rules):
 * for each role, how it sees other drivers' bookings, contact details and
 * incidents, each a select; and whether the sign-up requires a branch. Under
 * the form, the audit trail of every save. No HTTP.
 */
export function VisibilityRules(props: VisibilityRulesProps) {
  return (
    <RecordFormPanel
      record={{
        status: props.status === 'ready' && !props.view ? 'loading' : props.status,
        loadError: props.loadError,
        onRetry: props.onRetry,
        theme: props.theme,
      }}
      title={VISIBILITY_RULES_TITLE}
      loadingText="Loading visibility rules…"
      fallbackError={VISIBILITY_RULES_LOAD_FAILED}
      className={layout.panel}
      retryText="Try again"
    >
      {props.view && <RulesForm {...props} view={props.view} />}
      {props.trail && (
        <div className={styles.trail}>
          <AuditTrail {...props.trail} />
        </div>
      )}
    </RecordFormPanel>
  );
}

function RulesForm({ view, saving = false, serverError, fieldErrors, onSave }: VisibilityRulesProps & { view: VisibilityRulesView }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(view));
  // What the server answered replaces the choices made; a refused save keeps them.
  useEffect(() => setValues(valuesOf(view)), [view]);

  const choose = (role: number, key: VisibilityRuleKey, value: string) =>
    setValues((current) => ({ ...current, rules: { ...current.rules, [role]: { ...(current.rules[role] as Rules), [key]: value } } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await onSave({
      roles: view.roles.map((role) => ({ role: role.pk, rules: values.rules[role.pk] ?? (role.rules as Rules) })),
      signup_branch_visible: values.signupBranchVisible,
    });
  }

  return (
    <>
      <p className={layout.lead}>{LEAD}</p>
      <FormAlert messages={[serverError, ...Object.values(fieldErrors ?? {})]} />
      <form part="form" className={layout.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
        <FormSection title="Roles">
          <ul className={`${styles.roles} ${layout.wide}`}>
            {view.roles.map((role) => (
              <li key={role.pk}>
                <fieldset className={styles.role} part="role">
                  <legend className={styles.roleName}>{role.name}</legend>
                  {role.sees_all_bookings && <p className={styles.note}>{SEES_ALL_NOTE}</p>}
                  {VISIBILITY_RULE_KEYS.map((key) => {
                    const fieldId = `${id}-${role.pk}-${key}`;
                    const field = { id: fieldId, label: VISIBILITY_RULE_LABELS[key] };
                    return (
                      <FormField key={key} {...field}>
                        <select
                          className={formStyles.input}
                          id={fieldId}
                          name={`${role.pk}.${key}`}
                          value={values.rules[role.pk]?.[key] ?? role.rules[key]}
                          onChange={(event) => choose(role.pk, key, event.target.value)}
                          {...controlAria(fieldId, {})}
                        >
                          {VISIBILITY_RULE_CHOICES[key].map((choice) => (
                            <option key={choice} value={choice}>
                              {VISIBILITY_CHOICE_LABELS[choice] ?? choice}
                            </option>
                          ))}
                        </select>
                      </FormField>
                    );
                  })}
                </fieldset>
              </li>
            ))}
          </ul>
        </FormSection>
        <FormSection title="Sign-up">
          <div className={layout.wide}>
            <label className={layout.checkRow}>
              <input
                type="checkbox"
                className={formStyles.checkbox}
                name="signup_branch_visible"
                checked={values.signupBranchVisible}
                onKeyDown={toggleOnEnter}
                onChange={(event) => setValues((current) => ({ ...current, signupBranchVisible: event.target.checked }))}
                aria-describedby={`${id}-branch-hint`}
              />
              {SIGN_UP_BRANCH_LABEL}
            </label>
            <p id={`${id}-branch-hint`} className={formStyles.hint}>
              {SIGN_UP_BRANCH_HINT}
            </p>
          </div>
        </FormSection>
        <ActionRow divider>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </>
  );
}
