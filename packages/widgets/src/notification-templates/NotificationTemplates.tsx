import type { NotificationTemplateSummary } from '@motorpool/api';
import { useId } from 'react';
import { LoadingPanel } from '../fields/branch/LoadState';
import * as layout from '../fields/branch/layout.css';
import type { ThemeName } from '../theme/theme-names';
import { formatTableDate } from '../ui/data-table/dates';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { TextLink, type Navigate } from '../ui/form/TextLink';
import { groupTemplates, SECURITY_NOTE } from './template-values';
import * as styles from './NotificationTemplates.css';

export type NotificationTemplatesStatus = 'loading' | 'ready' | 'error';

export type NotificationTemplatesProps = {
  status?: NotificationTemplatesStatus;
  /** The server's title when the list could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  templates: readonly NotificationTemplateSummary[];
  /** Where a message's template opens (`/notification-templates/{code}`); without it the names are not links. */
  templateHref?: (code: string) => string;
  /** The host's router; without it a link is a page load. */
  onNavigate?: Navigate;
  /** The person's date format (the `date_format` preference). */
  dateFormat?: string;
  theme?: ThemeName;
};

export const NOTIFICATION_TEMPLATES_TITLE = 'Notification templates';
export const NOTIFICATION_TEMPLATES_LOAD_FAILED = 'The notification templates could not be loaded.';

/**
 * Every message the organisation sends, by group: whether it sends its own
 * wording or the default, when it last changed it, and, for the security
 * messages, that they are always sent. No HTTP.
 */
export function NotificationTemplates({
  status = 'ready',
  error,
  onRetry,
  templates,
  templateHref,
  onNavigate,
  dateFormat,
  theme,
}: NotificationTemplatesProps) {
  const headingId = useId();
  return (
    <LoadingPanel
      headingId={headingId}
      title={NOTIFICATION_TEMPLATES_TITLE}
      headingClassName={`${layout.heading} ${styles.heading}`}
      className={layout.narrowPanel}
      theme={theme}
      status={status}
      loadingText="Loading notification templates…"
      error={error}
      fallbackError={NOTIFICATION_TEMPLATES_LOAD_FAILED}
      onRetry={onRetry}
    >
      <p className={styles.lead}>The wording of every email and bell notification your organisation sends.</p>
      {groupTemplates(templates).map(({ group, templates: inGroup }) => (
        <section key={group} className={styles.group} aria-labelledby={`${headingId}-${inGroup[0]?.code}`}>
          <h3 id={`${headingId}-${inGroup[0]?.code}`} className={styles.groupHeading}>
            {group}
          </h3>
          <ul className={styles.list}>
            {inGroup.map((template) => (
              <li key={template.code} className={styles.row}>
                <div className={styles.name}>
                  {templateHref ? (
                    <TextLink href={templateHref(template.code)} onNavigate={onNavigate} className={styles.link}>
                      {template.label}
                    </TextLink>
                  ) : (
                    <span className={styles.plainName}>{template.label}</span>
                  )}
                  {template.audience === 'security' && <p className={styles.note}>{SECURITY_NOTE}</p>}
                </div>
                <div className={styles.facts}>
                  <StatusBadge text={template.customised ? 'Customised' : 'Default'} colour={template.customised ? 'brand' : 'grey'} />
                  <span className={styles.changed}>
                    {template.updated_at ? `Changed ${formatTableDate(template.updated_at, dateFormat)}` : 'Never changed'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </LoadingPanel>
  );
}
