// Each write is a pipeline read top to bottom in its own file: parse.ts, resolve.ts, check.ts, persist.ts, notify.ts.
export { createBookings } from './create';
export { extendBooking } from './extend';
export type { WriteContext } from './notify';
export { updateBooking } from './update';
