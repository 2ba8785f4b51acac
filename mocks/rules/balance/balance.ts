import { MESSAGE_TEXT } from '@/services/api/messages';

/** The balance message: "all 5 free daily offers used" once none are left. */
export function freeOffersMessage(freeLeft: number): string | null {
  return freeLeft === 0 ? MESSAGE_TEXT.FREE_OFFERS_USED : null;
}
