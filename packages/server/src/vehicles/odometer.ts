import { ODOMETER_BUCKETS, type OdometerRange } from '@motorpool/api';

/** A fleet of new cars still gets ranges a person would type: '0 – 999 km', not '0 – 0 km'. */
const SMALLEST_BUCKET_KM = 1_000;
/** Bucket widths are 1, 2 or 5 times a power of ten, so every bound is a round number. */
const ROUND_STEPS = [1, 2, 5] as const;

function roundWidth(atLeast: number): number {
  for (let power = 10 ** Math.floor(Math.log10(atLeast)); ; power *= 10) {
    for (const step of ROUND_STEPS) if (step * power >= atLeast) return step * power;
  }
}

const km = (value: number) => value.toLocaleString('en-US');

/**
 * Spec §9 "Odometer filter buckets of 10": ten equal ranges from 0 that hold
 * the highest reading (`maxOdometer`), each bound a round number. Readings
 * are whole kilometres, so a range ends one below where the next begins.
 */
export function odometerRanges(maxOdometer: number): OdometerRange[] {
  const width = roundWidth(Math.max(SMALLEST_BUCKET_KM, Math.ceil((maxOdometer + 1) / ODOMETER_BUCKETS)));
  return Array.from({ length: ODOMETER_BUCKETS }, (_, index) => {
    const min = index * width;
    const max = min + width - 1;
    return { label: `${km(min)} – ${km(max)} km`, min, max };
  });
}
