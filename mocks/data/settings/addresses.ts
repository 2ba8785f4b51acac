import type { AddressType } from '@/services/settings';
import { DEMO_USER_IDS } from '../shared/ids';

/* The address book: each user's saved addresses (a request keeps a copy of the one it was made from). */

export interface SandboxAddress {
  id: number;
  user_id: number;
  city: number;
  neighborhood: number;
  address_type: AddressType;
  name: string;
}

/** The client's address book as seeded; her seeded requests were made from these. */
export const CLIENT_ADDRESSES = {
  home: {
    id: 201,
    user_id: DEMO_USER_IDS.client,
    city: 1,
    neighborhood: 1,
    address_type: 'home',
    name: 'المنزل، شارع الأمير هاشم، بناية 12',
  },
  work: {
    id: 202,
    user_id: DEMO_USER_IDS.client,
    city: 1,
    neighborhood: 4,
    address_type: 'work',
    name: 'المكتب، مجمع الحسيني، الطابق الثالث',
  },
} as const satisfies Record<string, SandboxAddress>;
