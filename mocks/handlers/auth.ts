import { LANGUAGE_CODES } from '@/locales/languages';
import { db } from '../db';
import { toUserProfile } from '../data/serializers';
import { fail, route } from '../http';

function issueTokens(userId: number): { access: string; refresh: string } {
  const access = `sandbox-access-${userId}-${db.nextId()}`;
  db.state.accounts.sessions[access] = userId;
  return { access, refresh: `sandbox-refresh-${userId}-${db.nextId()}` };
}

export const authHandlers = [
  route('post', 'auth/token/', async ({ body }) => {
    const { email, password } = await body({ email: 'string', password: 'string' });
    const user = db.state.accounts.users.find((item) => item.email.toLowerCase() === String(email).toLowerCase());
    if (!user || user.password !== password) fail(401, 'WRONG_CREDENTIALS');
    return issueTokens(user.id);
  }),
  route('get', 'auth/user/profile/', ({ requireUser }) => toUserProfile(requireUser())),
  route('put', 'auth/user/update/language/', async ({ requireUser, body }) => {
    const user = requireUser();
    const { language } = await body({ language: 'string' });
    if (!(LANGUAGE_CODES as string[]).includes(String(language))) fail(400, { text: 'Unsupported language' });
    user.language = String(language);
    return { language: user.language };
  }),
];
