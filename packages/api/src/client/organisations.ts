import type { Infer } from 'superstruct';
import { array, type } from 'superstruct';
import { OrganisationSummary, type CreateOrganisationRequest } from '../structs/organisation';
import { PermissionItemList, SidebarItems } from '../structs/navigation';
import type { Requester } from './request';

const OrganisationOptions = type({ results: array(OrganisationSummary) });
export type OrganisationOptions = Infer<typeof OrganisationOptions>;

/** Calls of the organisations service (spec §7 "Other named calls"). */
export function organisationsCalls(request: Requester) {
  return {
    /** `GET sidebar-items/`: the menu the caller may see in the selected organisation. */
    getSidebarItems: () => request('organisations', 'sidebar-items/', {}, SidebarItems),
    /** `GET permission-items/?page=`: heading-bar actions granted on one page. */
    getPermissionItems: (page: string) => request('organisations', 'permission-items/', { query: { page } }, PermissionItemList),
    /** `GET options/`: organisations the caller may switch to (every organisation for a system admin). */
    getOrganisationOptions: () => request('organisations', 'options/', {}, OrganisationOptions),
    /** `POST organisations/`: a system admin creates an organisation with its default roles; answers it as the profile lists organisations. */
    // './', not '': the base URL join drops the trailing slash every call ends in when the path is empty.
    createOrganisation: (body: CreateOrganisationRequest) => request('organisations', './', { method: 'POST', body }, OrganisationSummary),
  };
}
export type OrganisationsCalls = ReturnType<typeof organisationsCalls>;
