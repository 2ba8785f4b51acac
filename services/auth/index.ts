/**
 * The public entry of auth in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/auth/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { changePassword, generateUserOtp, verifyUserOtp } from './auth';
export type { NoUserOtpVerified, OtpSent, RegisterBody, RegisterNoUserBody, TokenPair } from './auth';
export {
  ANSWERS as AUTH_ANSWERS,
  otpSentShape,
  otpVerifiedShape,
  phoneExistsShape,
  tokenPairShape,
} from './auth-shapes';
export { phoneSchema } from './auth-forms';
export { updateUserLanguage } from './profile';
