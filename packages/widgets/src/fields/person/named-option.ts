import type { NamedRef } from '@motorpool/api';
import type { Infer } from 'superstruct';

/** A record of one of the organisation's lists (branch, hub, department, cost centre, role), as the fleet service sends it. */
export type NamedOption = Infer<typeof NamedRef>;
