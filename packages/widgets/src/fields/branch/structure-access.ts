import { mayManageStructure as mayManageStructureRule } from '@motorpool/api';

/** Whether the viewer may change the organisation's structure (@motorpool/api mayManageStructure); the server refuses the rest anyway. */
export const mayManageStructure = (permissions: readonly string[] | null | undefined) => mayManageStructureRule({ permissions: new Set(permissions ?? []) });
