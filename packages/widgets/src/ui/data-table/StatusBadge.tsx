import * as styles from './DataTable.css';

/** The badge colours; invites name theirs (spec §3 Invite: green, grey, black, red). */
export const BADGE_COLOURS = ['green', 'grey', 'black', 'red', 'brand'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

/** A status shown with its name, in its colour. */
export function StatusBadge({ text, colour }: { text: string; colour: BadgeColour }) {
  return (
    <span className={styles.badge[colour]} data-colour={colour}>
      {text}
    </span>
  );
}
