import { enums, nullable, optional, string, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey } from './common';

/** Invite lifecycle of spec §4, with the colours of spec §3. */
export const INVITE_STATUS_COLOURS = {
  Accepted: 'green',
  'Pending Approval': 'grey',
  Resent: 'black',
  Expired: 'red',
} as const;
export const INVITE_STATUSES = Object.keys(INVITE_STATUS_COLOURS) as (keyof typeof INVITE_STATUS_COLOURS)[];

export const Invite = type({
  pk: optional(PrimaryKey),
  status: type({ name: enums(INVITE_STATUSES) }),
  role: nullable(NamedRef),
  branch: nullable(NamedRef),
  invited_by: nullable(type({ pk: PrimaryKey })),
  email: string(),
  name: string(),
  created_at: optional(string()),
  expires_at: optional(nullable(string())),
});
export type Invite = Infer<typeof Invite>;
