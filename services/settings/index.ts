/**
 * The public entry of settings in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/settings/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { createAddress, updateUser } from './account';
export type { Address, AddressType, Deactivated } from './account';
export {
  ANSWERS as ACCOUNT_ANSWERS,
  addressShape,
  createdAddressShape,
  deactivatedShape,
  lastPhoneChangeShape,
} from './account-shapes';
export { addressFields, addressSchema, isEmailChange } from './account-forms';
