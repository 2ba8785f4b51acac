import { SANDBOX, SITE_PASSWORD } from '@/services/api/config';
import { readJson, STORAGE_KEYS, writeJson } from '@/store/shared/storage';

/**
 * The site-wide password gate (spec §1, §5). It is client-side only: it keeps casual
 * visitors out of a pre-launch site, it protects nothing (the password ships in the bundle).
 */

/** Search-engine and link-preview crawlers bypass the gate (spec §1). */
const CRAWLER_PATTERN =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|msnbot|duckduckbot|baiduspider|yandex(?:bot|images)|slurp|sogou|exabot|seznambot|applebot|petalbot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|slackbot|discordbot|telegrambot/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && CRAWLER_PATTERN.test(userAgent));
}

/** Sandbox only: QA and Playwright set the gate's password here, since NEXT_PUBLIC_ values are fixed at build time. */
export const SANDBOX_PASSWORD_KEY = 'SANDBOX_SITE_PASSWORD';

/** The password in force, or '' when the gate is off. */
export function sitePassword(): string {
  if (SANDBOX) {
    try {
      const injected = window.localStorage.getItem(SANDBOX_PASSWORD_KEY);
      if (injected) return injected;
    } catch {
      // storage unavailable: the build-time password applies
    }
  }
  return SITE_PASSWORD;
}

interface PageConfig {
  siteUnlocked?: boolean;
}

function isPageConfig(value: unknown): value is PageConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { siteUnlocked } = value as Record<string, unknown>;
  return siteUnlocked === undefined || typeof siteUnlocked === 'boolean';
}

export function isSiteUnlocked(): boolean {
  return readJson(STORAGE_KEYS.pageConfig, isPageConfig)?.siteUnlocked === true;
}

/** An exact match unlocks the site and is remembered in PAGE_CONFIG. */
export function tryUnlock(entry: string, password: string = sitePassword()): boolean {
  if (!password || entry !== password) return false;
  writeJson(STORAGE_KEYS.pageConfig, { ...readJson(STORAGE_KEYS.pageConfig, isPageConfig), siteUnlocked: true });
  return true;
}

/** Whether this visit must pass the gate. */
export function gateRequired(userAgent: string = window.navigator.userAgent): boolean {
  return Boolean(sitePassword()) && !isCrawler(userAgent) && !isSiteUnlocked();
}
