/**
 * The public entry of settings in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/settings/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { AddressFields, useAddressFieldsStrings } from './AddressFields';
export type { AddressFieldValues } from './AddressFields';
export { settingsPageOf, settingsPath } from './settings-paths';
export { SettingsMenu } from './SettingsMenu';
export { useRoleSwitch } from './use-role-switch';
export { SettingsPageHeader } from './SettingsPageHeader';
