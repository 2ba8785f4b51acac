/** Query keys, one factory per resource; mutations invalidate through these. */
export const queryKeys = {
  country: (codeName: string) => ['country', codeName] as const,
  cities: (countryId: number) => ['cities', countryId] as const,
  neighborhoods: (cityId: number) => ['neighborhoods', cityId] as const,
  profile: () => ['profile'] as const,
};
