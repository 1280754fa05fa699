/** Spec §6: branches, hubs, relations, holidays, departments, cost centres and custom fields change only for holders of these. */
export const STRUCTURE_PERMISSIONS = ['organisation_write', 'super_users'] as const;

/** Whether the viewer may change the organisation's structure; the server refuses the rest anyway. */
export const mayManageStructure = (permissions: readonly string[] | null | undefined) =>
  (permissions ?? []).some((permission) => (STRUCTURE_PERMISSIONS as readonly string[]).includes(permission));
