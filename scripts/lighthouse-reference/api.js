import axios from 'axios';

/** The one axios instance, with the country, bearer and Accept-Language interceptors (§7). */
export const context = { country: null };
export const api = axios.create({ baseURL: `${process.env.NEXT_PUBLIC_API_BASE_URL}/api/v1/` });
api.interceptors.request.use((config) => {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('ACCESS_TOKEN');
  if (context.country) config.params = { ...config.params, country: context.country.id };
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', `ar-${(context.country?.code_name ?? 'jo').toUpperCase()}`);
  return config;
});

/** The start's first call: the country the later calls carry (the head's answer when pages/preloaded.jsx sent it). */
export async function lookUpCountry() {
  const preloaded = typeof window === 'undefined' ? null : await window.__countryLookup;
  const data = preloaded ?? (await api.get('common/country-by-code-name/jo')).data;
  context.country = data;
  return data;
}
