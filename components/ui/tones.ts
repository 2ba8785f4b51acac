import type { Tone } from '@/services/lifecycle/offer-view';

/** Each tone's colours (text ≥ 4.5:1 on its background). */

export const TONE_CLASSES: Readonly<Record<Tone, string>> = {
  info: 'bg-brand-soft text-brand-dark',
  attention: 'bg-amber-50 text-amber-800',
  success: 'bg-green-50 text-green-800',
  neutral: 'bg-slate-100 text-ink-muted',
};
