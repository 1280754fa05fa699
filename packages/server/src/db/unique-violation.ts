/** Whether a database error (or one it caused) is a unique-key violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The unique constraint a database error violated, or null: lets a caller say which field clashed. */
export function violatedUniqueKey(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}
