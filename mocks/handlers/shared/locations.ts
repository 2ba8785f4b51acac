import { db } from '../../shared/db';
import { fail, paginate, route } from '../../shared/http';

export const locationHandlers = [
  route(
    'get',
    'common/country-by-code-name/:codeName',
    ({ params }) =>
      db.state.locations.countries.find((country) => country.code_name === params.codeName) ?? fail(404, 'NO_RESULT'),
    { countryOptional: true },
  ),
  route('get', 'common/cities/by-country/:countryId?page_size=99999', ({ url, params }) =>
    paginate(
      url,
      db.state.locations.cities.filter((city) => String(city.country) === params.countryId),
    ),
  ),
  route('get', 'common/neighborhood/by-city/:cityId?page_size=99999', ({ url, params }) =>
    paginate(
      url,
      db.state.locations.neighborhoods.filter((neighborhood) => String(neighborhood.city) === params.cityId),
    ),
  ),
];
