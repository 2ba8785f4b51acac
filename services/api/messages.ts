import catalogue from '@/locales/en/MESSAGES.json';
import { registerMessageTexts, type MessageKey } from './message-keys';

/**
 * The error catalogue (the fixed error messages the app shows, spec §8). Its English copy lives once, in
 * locales/en/MESSAGES.json: the sandbox answers with these texts and the app maps a server text back
 * to its key (services/api/message-keys.ts) so it can show it in the reader's language. Loaded with the
 * API client's code (services/api/axios-client.ts) and by the sandbox, not in every route's first load.
 */
export type { MessageKey } from './message-keys';
export { messageKeyOf } from './message-keys';

export const MESSAGE_TEXT: Readonly<Record<MessageKey, string>> = catalogue;

registerMessageTexts(catalogue);
