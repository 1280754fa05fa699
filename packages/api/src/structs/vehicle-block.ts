import { string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

// Apart from the incident structs: every vehicle list and form reads it, and none of them needs the rest.
/** What blocks a vehicle, as vehicle search and the calendar show it. */
export const VehicleBlock = type({
  incident: PrimaryKey,
  reference: string(),
  reason: string(),
  from: string(),
});
export type VehicleBlock = Infer<typeof VehicleBlock>;
