/** The provider's own screens (designed routes, README "Routes"). */
export const PROVIDER_PATHS = {
  createAccount: '/service-providers/create-account',
  myServices: '/service-providers/my-services',
  servicesLocation: '/service-providers/services-location',
  balance: '/service-providers/balance',
  jobOpportunities: '/service-providers/job-opportunities',
} as const;
