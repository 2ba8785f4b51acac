/** A movement as the running balance reads it: signed JOD, and the balance after it when the backend sent it. */
export interface Movement {
  amount: number;
  balance_after?: number;
}

/** Rounded to the fils (1/1000 JOD): JOD figures never carry float noise. */
export const toFils = (amount: number): number => Math.round(amount * 1000) / 1000;

/**
 * Each movement (newest first, every loaded page in order) with the balance after it: the one the
 * backend sent, else worked back from the current balance (the newest movement left it there, each
 * older one left it before the next).
 */
export function withRunningBalance<M extends Movement>(
  movements: readonly M[],
  currentBalance: number,
): (M & { balance_after: number })[] {
  let after = currentBalance;
  return movements.map((movement) => {
    const balance = movement.balance_after ?? after;
    after = toFils(balance - movement.amount);
    return { ...movement, balance_after: toFils(balance) };
  });
}
