/**
 * One word per concept in each language (the brief): a provider is مزوّد الخدمة in Arabic, a
 * provider of a service in the spec's sense (plural مزوّدو/مزوّدي الخدمة), and "provider" in English. These
 * match the other words a text could slip back to; `provider-word.test.ts` fails on any of them in the
 * locales and the sandbox's texts, and e2e/wording.spec.ts on any on screen.
 */
export const OTHER_PROVIDER_WORD = {
  // مقدّم/مقدم in any form (مقدم، مقدمو، مقدمي، مقدمه، مقدماهما، مقدموها…), with or without و/ب/ل/ال before it;
  // not مقدّمة/المقدّمة ("submitted", "introduction") nor مقدّماً ("in advance").
  ar: /(?<![\u0621-\u064A])[وفبلك]?(?:ال)?مقدّ?م(?!ة|ات|اً|ًا)[\u0621-\u0652]*/u,
  en: /\b(?:pros?|professionals?)\b/iu,
} as const;
