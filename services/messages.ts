import catalogue from '@/locales/en/MESSAGES.json';

/**
 * The error catalogue (the fixed error messages the app shows, spec §8). Its English copy lives once, in
 * locales/en/MESSAGES.json: the sandbox answers with these texts and the app maps
 * a server text back to its key so it can show it in the reader's language.
 */
export type MessageKey = keyof typeof catalogue;

export const MESSAGE_TEXT: Readonly<Record<MessageKey, string>> = catalogue;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(catalogue) as [MessageKey, string][]).map(([key, text]) => [text.toLowerCase(), key]),
);

/** The catalogue key of a server message, when the server spoke from the catalogue. */
export function messageKeyOf(serverText: string): MessageKey | undefined {
  return keyByText.get(serverText.trim().toLowerCase());
}
