import { mayManageStructure } from '@motorpool/api';
import { callerOf, enforce } from '../tenancy/permissions';
import { requireOrganisation, type OrganisationScope, type Tenancy } from '../tenancy/tenancy';

/** The organisation a structure change acts in, once the caller may make it (@motorpool/api mayManageStructure). */
export function structureWriteScope(tenancy: Tenancy): OrganisationScope {
  const scope = requireOrganisation(tenancy);
  enforce(mayManageStructure(callerOf(tenancy)));
  return scope;
}
