import { paths } from '@/config/paths';
import { MESSAGE_TEXT } from '@/services/api/messages';
import type { AddressType } from '@/services/settings';
import { isEmailChange } from '@/services/settings';
import { nextChangeAllowedAt } from '@/services/shared/change-interval';
import { LIMITS } from '@/services/shared/limits';
import { recoverUntil } from '../../rules/auth/accounts';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, paginate, route } from '../../shared/http';
import {
  checkFields,
  currentPasswordCheck,
  emailCheck,
  failIfEmailTaken,
  failIfPhoneTaken,
  nameCheck,
  phoneOf,
} from '../../tables/auth/account-checks';
import { consumeOtp, inboxLanguage, sendEmailLink, sendOtp, tellOldAddress } from '../../tables/auth/accounts';
import { endSessions } from '../../tables/auth/sessions';
import { toUserProfile } from '../../tables/auth/users';
import { toAddress } from '../../tables/settings/addresses';
import type { SandboxUser } from '../../data/auth/accounts';
import type { SandboxAddress } from '../../data/settings/addresses';

/** The signed-in person's own account: user update, phone, OTP, addresses, closing (docs/api/accounts.md). */

const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];
const REQUIRED = MESSAGE_TEXT.FIELD_REQUIRED;

/** The per-user OTP calls name the user in the path: only one's own id is allowed. */
function ownUser(requireUser: () => SandboxUser, userId: string | undefined): SandboxUser {
  const user = requireUser();
  if (String(user.id) !== userId) fail(403, { text: 'You do not have permission to perform this action.' });
  return user;
}

function failUnlessPhoneChangeAllowed(user: SandboxUser): void {
  if (nextChangeAllowedAt(user.last_phone_change, clock.now())) fail(400, 'LIMIT_EXCEEDED');
}

/** City in the user's country, neighbourhood in that city, a known type, a name of 1–100 characters. */
function validAddress(user: SandboxUser, input: Record<string, unknown>): Omit<SandboxAddress, 'id' | 'user_id'> {
  const { city, neighborhood, address_type, name } = input as {
    city: number;
    neighborhood: number;
    address_type: string;
    name: string;
  };
  const cityOk = db.state.locations.cities.some((item) => item.id === city && item.country === user.country);
  const neighborhoodOk = db.state.locations.neighborhoods.some(
    (item) => item.id === neighborhood && item.city === city,
  );
  const trimmed = name.trim();
  checkFields({
    city: cityOk ? null : 'Select a city in your country',
    neighborhood: neighborhoodOk ? null : 'Select a neighborhood in this city',
    address_type: (ADDRESS_TYPES as readonly string[]).includes(address_type) ? null : 'Select home, work or other',
    name: !trimmed ? REQUIRED : tooLongError(trimmed, LIMITS.addressNameMax),
  });
  return { city, neighborhood, address_type: address_type as AddressType, name: trimmed };
}

const ADDRESS_BODY = { city: 'number', neighborhood: 'number', address_type: 'string', name: 'string' } as const;

function ownAddress(user: SandboxUser, id: string | undefined): SandboxAddress {
  return (
    db.state.accounts.addresses.find((item) => String(item.id) === id && item.user_id === user.id) ??
    fail(404, 'NO_RESULT')
  );
}

export const accountHandlers = [
  route('put', 'auth/user/update/', async ({ requireUser, body, request, url }) => {
    const user = requireUser();
    const input = await body({
      'first_name?': 'string',
      'last_name?': 'string',
      'email?': 'string',
      'gender?': 'string',
      'company_name?': 'nullable-string',
      'profile_photo?': 'nullable-string',
      'is_service_provider?': 'boolean',
      'password?': 'string',
    });
    const { first_name, last_name, email, gender, company_name, profile_photo, is_service_provider, password } =
      input as {
        first_name?: string;
        last_name?: string;
        email?: string;
        gender?: string;
        company_name?: string | null;
        profile_photo?: string | null;
        is_service_provider?: boolean;
        password?: string;
      };
    const newEmail = email?.trim().toLowerCase();
    const emailChanges = isEmailChange(email, user.email);
    checkFields({
      first_name: nameCheck(first_name),
      last_name: nameCheck(last_name),
      email: email === undefined ? null : emailCheck(email),
      gender: gender === undefined || gender === 'male' || gender === 'female' ? null : 'Select male or female',
      company_name:
        company_name !== undefined && user.account_type === 'company' && !company_name?.trim()
          ? REQUIRED
          : tooLongError(company_name?.trim() ?? '', LIMITS.companyNameMax),
      is_service_provider:
        is_service_provider && !user.has_provider_account ? 'Create a service provider account first' : null,
      password: emailChanges ? currentPasswordCheck(user, password) : null,
    });
    if (email !== undefined) failIfEmailTaken(email, user.id);
    if (first_name !== undefined) user.first_name = first_name.trim();
    if (last_name !== undefined) user.last_name = last_name.trim();
    if (gender === 'male' || gender === 'female') user.gender = gender;
    if (company_name !== undefined) user.company_name = company_name?.trim() || null;
    if (profile_photo !== undefined) user.profile_photo = profile_photo;
    if (is_service_provider !== undefined) user.is_service_provider = is_service_provider;
    if (newEmail && emailChanges) {
      tellOldAddress(user, newEmail, inboxLanguage(request, user));
      user.email = newEmail;
      user.is_email_verified = false;
      const verifyPage = `${url.origin}${paths.auth.verifyEmail.getHref(user.is_service_provider ? 'provider' : 'client')}`;
      sendEmailLink(user, 'verify-email', verifyPage, inboxLanguage(request, user));
    }
    return toUserProfile(user);
  }),

  route('get', 'auth/user/last_phone_change/', ({ requireUser }) => ({ last_change: requireUser().last_phone_change })),

  route(
    'post',
    'notifications/generate/phone-number-verify/otp/:userId',
    async ({ requireUser, params, body, request }) => {
      const user = ownUser(requireUser, params.userId);
      const { phone_number } = await body({ phone_number: 'string' });
      failUnlessPhoneChangeAllowed(user);
      const phone = phoneOf(phone_number, 'phone_number');
      failIfPhoneTaken(phone, 'phone_number', user.id);
      return sendOtp(phone, { purpose: 'user', userId: user.id }, inboxLanguage(request, user));
    },
  ),

  route('post', 'notifications/verify-phone-number-otp/:userId', async ({ requireUser, params, body }) => {
    const user = ownUser(requireUser, params.userId);
    const { otp, hashed_id } = await body({ reset_password: 'boolean', otp: 'string', hashed_id: 'string' });
    failUnlessPhoneChangeAllowed(user);
    const record = consumeOtp(hashed_id, otp, { purpose: 'user', userId: user.id });
    failIfPhoneTaken(record.phone_number, 'phone_number', user.id);
    user.phone_number = record.phone_number;
    user.last_phone_change = clock.now().toISOString();
    user.phone_verified = true;
    return { verified: true, phone_number: user.phone_number };
  }),

  route('get', 'auth/user/addresses?page_size=99999', ({ requireUser, url }) => {
    const user = requireUser();
    const mine = db.state.accounts.addresses.filter((item) => item.user_id === user.id);
    return paginate(
      url,
      mine.map((item) => toAddress(item, db.state.locations)),
    );
  }),

  route('post', 'auth/create/user/address/', async ({ requireUser, body }) => {
    const user = requireUser();
    const address: SandboxAddress = {
      id: db.nextId(),
      user_id: user.id,
      ...validAddress(user, await body(ADDRESS_BODY)),
    };
    db.state.accounts.addresses.push(address);
    return created(toAddress(address, db.state.locations));
  }),

  route('put', 'auth/update/user/address/:id', async ({ requireUser, body, params }) => {
    const user = requireUser();
    const address = ownAddress(user, params.id);
    Object.assign(address, validAddress(user, await body(ADDRESS_BODY)));
    return toAddress(address, db.state.locations);
  }),

  route('delete', 'auth/delete/user/address/:id', ({ requireUser, params }) => {
    const address = ownAddress(requireUser(), params.id);
    db.state.accounts.addresses = db.state.accounts.addresses.filter((item) => item !== address);
  }),

  route('post', 'auth/deactivate/', async ({ requireUser, body }) => {
    const user = requireUser();
    const { password } = await body({ password: 'string' });
    if (password !== user.password) fail(400, 'WRONG_CREDENTIALS');
    const closedAt = clock.now().toISOString();
    user.closed_at = closedAt;
    endSessions(user.id);
    return { closed_at: closedAt, recover_until: recoverUntil(closedAt).toISOString() };
  }),
];
