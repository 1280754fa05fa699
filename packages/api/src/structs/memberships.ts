import { nullable, string, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey, StatusRef } from './common';

/**
 * One of the signed-in person's memberships, as their profile lists them
 * (`GET accounts/user/memberships/`): the organisation, and the role, branch
 * and status it gave them. Deleted memberships (left, or removed by the
 * organisation) are not listed.
 */
export const AccountMembership = type({
  organisation: type({ pk: PrimaryKey, name: string() }),
  role: nullable(NamedRef),
  branch: nullable(NamedRef),
  status: StatusRef,
});
export type AccountMembership = Infer<typeof AccountMembership>;
