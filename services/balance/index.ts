/**
 * The public entry of balance in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/balance/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { topUpSettled } from './balance';
export type { Balance, BalanceMovement, TopUp, TopUpStatus } from './balance';
export { ANSWERS as BALANCE_ANSWERS, balanceMovementShape, balanceShape, topUpShape } from './balance-shapes';
export { creditDue } from './credit-due';
export { CAP_REACHED_CODE, capAllows, capError, capReachedText } from './spend-cap';
export { toFils } from './running-balance';
