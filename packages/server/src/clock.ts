/** Where code that acts at a time reads it: the server passes the system's, tests one they move. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
