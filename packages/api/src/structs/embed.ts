import { array, boolean, define, enums, nullable, object, optional, string, type, type Infer, type Struct } from 'superstruct';
import { NamedRef, PrimaryKey } from './common';
import { ThemeColours } from './theme-colours';

/** What a widget token lets a partner page do: read the calendar, or book as the signed-in user. */
export const EMBED_SCOPES = ['calendar_read', 'booking'] as const;
export type EmbedScope = (typeof EMBED_SCOPES)[number];

export const EMBED_KEY_NAME_MAX = 100;
export const EMBED_ORIGINS_MAX = 20;
const ORIGIN_MAX_LENGTH = 200;

export const embedMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${EMBED_KEY_NAME_MAX} characters`,
  originsRequired: 'Add at least one allowed origin',
  originsTooMany: `At most ${EMBED_ORIGINS_MAX} allowed origins`,
  originInvalid: 'Enter an origin such as https://intranet.example.com: https, a host and an optional port, no path (http only for localhost)',
  scopeInvalid: 'Choose calendar_read or booking',
  embedKeyRequired: 'embed_key is required',
  keyInvalid: 'This embed key is not valid.',
  keyRevoked: 'This embed key has been revoked.',
  keyInactive: 'This embed key is not active.',
  keyRevokedNoChange: 'A revoked embed key cannot be changed; create a new one.',
  originMissing: 'Embedded requests must carry an Origin header.',
  originNotAllowed: 'This page’s origin is not allowed for this embed key.',
  originMismatch: 'This widget token was issued to another origin.',
  signInRequired: 'Sign in to book from this page: the booking scope needs a signed-in user.',
  tokenInvalid: 'The widget token is invalid or has expired; request a new one.',
  otherOrganisation: 'This widget token belongs to another organisation.',
  notAllowedForScope: 'The read-only calendar cannot make this request.',
  queryNotAllowedForScope: 'The read-only calendar cannot send the query parameter {parameter}.',
  sessionOnly: 'Embed keys and widget tokens are managed from a signed-in session, not from an embedded widget.',
  revoked: 'Embed key revoked successfully',
} as const;

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** Scheme, host, optional port and at most a trailing slash: no user, path, query or fragment. */
const ORIGIN_SHAPE = /^[a-z]+:\/\/[^/?#@\\\s]+\/?$/i;

function parsedOrigin(value: string): URL | null {
  if (value.length > ORIGIN_MAX_LENGTH || !ORIGIN_SHAPE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!HOST_NAME.test(url.hostname)) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && url.hostname === 'localhost' ? url : null;
}

/**
 * An origin as browsers send it in the `Origin` header: lower case, default
 * port dropped, no trailing slash. Null when the value is not an origin an
 * embed key may list.
 */
export function normaliseOrigin(value: string): string | null {
  return parsedOrigin(value.trim())?.origin ?? null;
}

/** One allowed origin: `https://host[:port]`, or `http://localhost[:port]` for development. */
export const embedOrigin: Struct<string, null> = define<string>(
  'embedOrigin',
  (value) => (typeof value === 'string' && normaliseOrigin(value) !== null) || embedMessages.originInvalid,
);

const embedKeyName: Struct<string, null> = define<string>('embedKeyName', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return embedMessages.nameRequired;
  return value.trim().length <= EMBED_KEY_NAME_MAX || embedMessages.nameTooLong;
});

const allowedOrigins: Struct<string[], null> = define<string[]>('allowedOrigins', (value) => {
  if (!Array.isArray(value) || value.length === 0) return embedMessages.originsRequired;
  if (value.length > EMBED_ORIGINS_MAX) return embedMessages.originsTooMany;
  return value.every((origin) => typeof origin === 'string' && normaliseOrigin(origin) !== null) || embedMessages.originInvalid;
});

const embedScope: Struct<EmbedScope, null> = define<EmbedScope>(
  'embedScope',
  (value) => (EMBED_SCOPES as readonly unknown[]).includes(value) || embedMessages.scopeInvalid,
);

/** `POST embed-keys/`, `PUT embed-keys/{pk}/`; the server stores the origins normalised (`normaliseOrigin`) and once each. */
export const EmbedKeyWrite = object({
  name: embedKeyName,
  allowed_origins: allowedOrigins,
  scope: embedScope,
  /** Defaults to true; false pauses the key (its tokens stop working) without revoking it. */
  is_active: optional(boolean()),
  /** Defaults to false: the read-only calendar shows bookings without naming their drivers unless the admin opts in. */
  show_driver_name: optional(boolean()),
});
export type EmbedKeyWrite = Infer<typeof EmbedKeyWrite>;

/**
 * An organisation's embed key. `key` is public (it sits in the partner page's
 * HTML): the allowed origins, not the key, are what keeps other sites out.
 */
export const EmbedKey = type({
  pk: PrimaryKey,
  key: string(),
  name: string(),
  allowed_origins: array(string()),
  scope: enums(EMBED_SCOPES),
  is_active: boolean(),
  /** Whether a calendar_read token's calendar and booking detail name the driver. */
  show_driver_name: boolean(),
  created_by: nullable(NamedRef),
  created_at: string(),
  modified_at: string(),
  /** Set by `DELETE embed-keys/{pk}/`: the key stays listed for audit and never works again. */
  revoked_at: nullable(string()),
});
export type EmbedKey = Infer<typeof EmbedKey>;

const embedKeyValue: Struct<string, null> = define<string>(
  'embedKeyValue',
  (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 100) || embedMessages.embedKeyRequired,
);

/** `POST embed/token/`, sent by the widget from the partner page (its `Origin` header is checked). */
export const WidgetTokenRequest = object({ embed_key: embedKeyValue });
export type WidgetTokenRequest = Infer<typeof WidgetTokenRequest>;

/** A short-lived token for `Authorization: Widget <token>`, bound to the organisation, scope and origin. */
export const WidgetToken = type({
  token: string(),
  expires_at: string(),
  scope: enums(EMBED_SCOPES),
  organisation: PrimaryKey,
  /** The organisation's own colours, which the element applies to itself; null: the host page's or the default. */
  theme: optional(nullable(ThemeColours)),
});
export type WidgetToken = Infer<typeof WidgetToken>;
