/** r2wc turns a missing or non-numeric attribute into undefined or NaN; both mean "none". */
export const positiveInteger = (value: number | undefined): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
