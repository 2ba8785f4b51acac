import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/hooks/auth/use-profile';
import { useTopUp } from '@/hooks/balance/use-balance';
import { useCategories } from '@/hooks/catalogue/use-catalogue';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { useUnreadCount } from '@/hooks/notifications/use-unread-count';
import { useFirstQuestion } from '@/hooks/requests/use-question-flow';
import { useAddresses } from '@/hooks/settings/use-addresses';
import { cityShape, countryShape, neighborhoodShape, userProfileShape } from '@/services/api/common-shapes';
import { topUpShape } from '@/services/balance';
import { mainCategoryShape, questionShape } from '@/services/catalogue';
import { countShape, notificationShape } from '@/services/notifications';
import { addressShape } from '@/services/settings';
import {
  buildAddress,
  buildCountry,
  buildMainCategory,
  buildNotification,
  buildQuestion,
  buildTopUp,
  buildUserProfile,
} from '@/tests/factories';
import { describeMalformedAnswers, type Row } from '@/tests/malformed-table';
import { countryQueryOptions, useCities, useNeighborhoods } from './use-country';

/** The start's calls (the country, the profile), the catalogue, the account's lists and the top-up. */
const ROWS: Row[] = [
  {
    hook: 'the start: country lookup',
    call: 'GET common/country-by-code-name/{codeName}',
    path: 'common/country-by-code-name/jo',
    use: () => useQuery(countryQueryOptions('jo')),
    item: buildCountry,
    shape: countryShape(),
    paged: false,
  },
  {
    hook: 'the start: profile',
    call: 'GET auth/user/profile/',
    path: 'auth/user/profile/',
    use: () => useQuery(profileQueryOptions()),
    item: buildUserProfile,
    shape: userProfileShape(),
    paged: false,
  },
  {
    hook: 'useCategories',
    call: 'GET services/main-categories/',
    path: 'services/main-categories/',
    use: useCategories,
    item: buildMainCategory,
    shape: mainCategoryShape(),
    paged: true,
  },
  {
    hook: 'useFirstQuestion',
    call: 'GET services/sub-services/{id}/questions/first/',
    path: 'services/sub-services/11/questions/first/',
    use: () => useFirstQuestion(11, true),
    item: buildQuestion,
    shape: questionShape(),
    paged: false,
  },
  {
    hook: 'useCities',
    call: 'GET common/cities/by-country/{countryId}',
    path: 'common/cities/by-country/1',
    use: () => useCities(1),
    item: () => ({ id: 1, name_ar: 'عمّان', name_en: 'Amman', country: 1 }),
    shape: cityShape(),
    paged: true,
  },
  {
    hook: 'useNeighborhoods',
    call: 'GET common/neighborhood/by-city/{cityId}',
    path: 'common/neighborhood/by-city/1',
    use: () => useNeighborhoods(1),
    item: () => ({ id: 1, name_ar: 'عبدون', name_en: 'Abdoun', city: 1 }),
    shape: neighborhoodShape(),
    paged: true,
  },
  {
    hook: 'useAddresses',
    call: 'GET auth/user/addresses',
    path: 'auth/user/addresses',
    use: () => useAddresses(),
    item: buildAddress,
    shape: addressShape(),
    paged: true,
  },
  {
    hook: 'useNotifications',
    call: 'GET notifications/',
    path: 'notifications/',
    use: useNotifications,
    item: buildNotification,
    shape: notificationShape(),
    paged: true,
  },
  {
    hook: 'useUnreadCount',
    call: 'GET notifications/unread-count/',
    path: 'notifications/unread-count/',
    use: useUnreadCount,
    item: () => ({ count: 3 }),
    shape: countShape(),
    paged: false,
  },
  {
    hook: 'useTopUp',
    call: 'GET provider/balance/top-up/{id}/',
    path: 'provider/balance/top-up/pay_1/',
    use: () => useTopUp('pay_1'),
    item: buildTopUp,
    shape: topUpShape(),
    paged: false,
  },
];

describeMalformedAnswers('the start, catalogue, account and notification hooks fed a malformed answer', ROWS);
