import {
  MESSAGE_GROUPS,
  MESSAGE_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNEL_PREFERENCE,
  NOTIFICATION_CHANNELS,
  PREFERABLE_MESSAGE_CODES,
  type MessageCode,
  type NotificationChannel,
  type UserPreference,
} from '@motorpool/api';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { savePreferenceRow, usePreferenceSaving, usePreferences } from '../../preferences/preferences';
import { SelectField } from './form-parts';
import * as styles from './NotificationPreferences.css';
import * as forms from './ProfileForms.css';

/** Emails link here (`NOTIFICATION_PREFERENCES_PATH`). */
const CARD_ID = 'notification-preferences';

/** The server's choice for a message nobody has chosen for yet. */
const DEFAULT_CHANNEL: NotificationChannel = 'both';

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: NOTIFICATION_CHANNEL_LABELS[channel] }));

const GROUPS = MESSAGE_GROUPS.map((group) => ({
  group,
  codes: PREFERABLE_MESSAGE_CODES.filter((code) => MESSAGE_KINDS[code].group === group),
})).filter(({ codes }) => codes.length > 0);

/**
 * How each message reaches the signed-in person: in the bell, by email, or
 * both (issue 18), saved as soon as it changes. Each choice is the
 * `notification_channel` preference row whose `preference_id` is the message
 * code; a message without a loaded row shows the default and cannot be changed.
 */
export function NotificationPreferences() {
  const preferences = usePreferences();
  const headingId = useId();
  const { saving, problems, save } = usePreferenceSaving<MessageCode>();
  const rows = new Map<string | null, UserPreference>(
    preferences.saved.filter((row) => row.preference_key === NOTIFICATION_CHANNEL_PREFERENCE).map((row) => [row.preference_id, row]),
  );

  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = rows.size > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is a trigger: the cards above fill in while the choices load and push this one down, so it is scrolled to again once they have.
  useEffect(() => {
    if (hash === `#${CARD_ID}`) card.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section ref={card} id={CARD_ID} className={`${forms.card} ${styles.root}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={forms.cardHeading}>
        Notifications
      </h2>
      <p className={forms.cardIntro}>
        Choose how each message reaches you. Security messages (one-time codes, password resets, activation links and sign-in alerts) are always sent by email
        and cannot be turned off.
      </p>
      <div className={styles.groups}>
        {GROUPS.map(({ group, codes }) => (
          <ChannelGroup key={group} heading={group}>
            {codes.map((code) => {
              const row = rows.get(code);
              const label = MESSAGE_KINDS[code].label;
              return (
                <SelectField
                  key={code}
                  label={label}
                  options={CHANNEL_OPTIONS}
                  value={row?.value ?? DEFAULT_CHANNEL}
                  disabled={saving !== null || !row}
                  error={problems[code]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    if (row) void save(code, () => savePreferenceRow(row.pk, value), `${label} notifications saved.`);
                  }}
                />
              );
            })}
          </ChannelGroup>
        ))}
      </div>
    </section>
  );
}

function ChannelGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <h3 className={styles.groupHeading}>{heading}</h3>
      </legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}
