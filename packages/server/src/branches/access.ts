import { forbidden } from '../http/errors';
import { requireOrganisation, type OrganisationScope, type Tenancy } from '../tenancy/tenancy';

/** Spec §6: branches, hubs, relations, holidays, departments, cost centres, custom fields and the hubs setting change only for these. */
export const mayManageStructure = (permissions: ReadonlySet<string>) => permissions.has('organisation_write') || permissions.has('super_users');

/** The organisation a structure change acts in, once the caller may make it. */
export function structureWriteScope(tenancy: Tenancy): OrganisationScope {
  const scope = requireOrganisation(tenancy);
  if (!mayManageStructure(tenancy.permissions)) throw forbidden();
  return scope;
}
