import type catalogue from '@/locales/en/MESSAGES.json';

/** A key of the error catalogue (spec §8): locales/en/MESSAGES.json. */
export type MessageKey = keyof typeof catalogue;

const keyByText = new Map<string, MessageKey>();

/**
 * The catalogue's English texts, registered by services/api/messages.ts when the API client's code
 * loads (services/api/axios-client.ts), before any answer can arrive: the texts are not in every
 * route's first load (an Arabic page would carry them for nothing until a call fails).
 */
export function registerMessageTexts(texts: Readonly<Record<MessageKey, string>>): void {
  for (const [key, text] of Object.entries(texts) as [MessageKey, string][]) keyByText.set(text.toLowerCase(), key);
}

/** The catalogue key of a server message, when the server spoke from the catalogue. */
export function messageKeyOf(serverText: string): MessageKey | undefined {
  return keyByText.get(serverText.trim().toLowerCase());
}
