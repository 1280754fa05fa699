import { EMBED_ORIGINS_MAX, EmbedKeyWrite, embedMessages, normaliseOrigin, validateWith, type EmbedKey, type EmbedScope } from '@motorpool/api';

/** What each scope lets a partner page do, in a sentence, as the form and the list explain it. */
export const EMBED_SCOPE_TEXT: Readonly<Record<EmbedScope, { label: string; description: string }>> = {
  calendar_read: {
    label: 'Read-only calendar',
    description: 'Anyone who opens the partner page sees the bookings calendar without signing in, and can change nothing.',
  },
  booking: {
    label: 'Booking',
    description: 'People sign in on the partner page and book as themselves, with the permissions they have here.',
  },
};

export const EMBED_KEY_LABELS = {
  name: 'Name',
  allowed_origins: 'Allowed origins',
  scope: 'Scope',
  show_driver_name: 'Show driver names',
} as const;

export const EMBED_KEY_HINTS = {
  allowed_origins: `The partner pages' origins, one per row (at most ${EMBED_ORIGINS_MAX}): https://host with an optional port, or http://localhost for development.`,
  show_driver_name: 'On the read-only calendar, bookings show their driver’s name. Off: bookings show without a name.',
} as const;

export const EMBED_KEY_TOASTS = {
  created: 'Embed key created successfully',
  updated: 'Embed key saved successfully',
  paused: 'Embed key paused',
  resumed: 'Embed key resumed',
  revoked: embedMessages.revoked,
} as const;

export type EmbedKeyStatus = 'active' | 'paused' | 'revoked';

export const statusOf = (key: Pick<EmbedKey, 'is_active' | 'revoked_at'>): EmbedKeyStatus => (key.revoked_at ? 'revoked' : key.is_active ? 'active' : 'paused');

/** What the form edits: the origins as the rows the person typed, blanks included. */
export type EmbedKeyFormValues = {
  name: string;
  origins: string[];
  scope: EmbedScope;
  show_driver_name: boolean;
};

export function formValuesOf(key: EmbedKey | null): EmbedKeyFormValues {
  if (!key) return { name: '', origins: [''], scope: 'calendar_read', show_driver_name: false };
  return {
    name: key.name,
    origins: key.allowed_origins.length > 0 ? [...key.allowed_origins] : [''],
    scope: key.scope,
    show_driver_name: key.show_driver_name,
  };
}

/** Why each origin row cannot be saved (null where it can; a blank row is left out, not refused). */
export const originRowProblems = (origins: readonly string[]): (string | null)[] =>
  origins.map((origin) => (origin.trim() === '' || normaliseOrigin(origin) !== null ? null : embedMessages.originInvalid));

/** The origins as the server stores them: normalised, once each, blanks left out. */
export function normalisedOrigins(origins: readonly string[]): string[] {
  const normalised = origins.map((origin) => normaliseOrigin(origin)).filter((origin): origin is string => origin !== null);
  return [...new Set(normalised)];
}

export type EmbedKeyFormCheck =
  | { ok: true; write: EmbedKeyWrite }
  | { ok: false; fields: Partial<Record<keyof typeof EMBED_KEY_LABELS, string>>; rows: (string | null)[] };

/**
 * The body to send for these values, checked with the api's own struct so the
 * form refuses what the server would; a pause keeps the key's `is_active`.
 */
export function checkEmbedKeyForm(values: EmbedKeyFormValues, key: EmbedKey | null): EmbedKeyFormCheck {
  const rows = originRowProblems(values.origins);
  const write: EmbedKeyWrite = {
    name: values.name.trim(),
    allowed_origins: normalisedOrigins(values.origins),
    scope: values.scope,
    show_driver_name: values.show_driver_name,
    ...(key ? { is_active: key.is_active } : {}),
  };
  const result = validateWith(EmbedKeyWrite, write);
  const rowsRefused = rows.some(Boolean);
  if (result.ok && !rowsRefused) return { ok: true, write: result.value };
  const fields = result.ok ? {} : result.fields;
  return {
    ok: false,
    rows,
    fields: {
      name: fields.name,
      // A refused row says what is wrong with it; "add at least one" would only add noise.
      allowed_origins: rowsRefused ? undefined : fields.allowed_origins,
      scope: fields.scope,
      show_driver_name: fields.show_driver_name,
    },
  };
}

/** The body that pauses or resumes `key` and changes nothing else. */
export const toggledWrite = (key: EmbedKey): EmbedKeyWrite => ({
  name: key.name,
  allowed_origins: key.allowed_origins,
  scope: key.scope,
  show_driver_name: key.show_driver_name,
  is_active: !key.is_active,
});
