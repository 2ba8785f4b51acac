import { paths } from '@/config/paths';
import { API_BASE_URL, SANDBOX } from '@/services/api/config';
import { isOnAllowList } from '@/services/shared/site-origins';

/**
 * Which payment page the app follows a top-up's `checkout_url` to (docs/api/marketplace.md,
 * "Adding balance"): in the sandbox, its own simulated page (`/sandbox/payment` on the page's
 * origin); live, only the configured gateway origin (NEXT_PUBLIC_PAYMENT_ORIGIN), else the
 * backend's own origin. Anything else is not followed: a tampered answer cannot send a provider
 * to a look-alike payment page.
 */
export const PAYMENT_ORIGIN = (process.env.NEXT_PUBLIC_PAYMENT_ORIGIN ?? '').replace(/\/+$/, '');

export const SANDBOX_PAYMENT_PATH = paths.sandbox.payment.getHref();

export interface CheckoutConfig {
  sandbox: boolean;
  paymentOrigin: string;
  apiBaseUrl: string;
}

const BUILD_CONFIG: CheckoutConfig = { sandbox: SANDBOX, paymentOrigin: PAYMENT_ORIGIN, apiBaseUrl: API_BASE_URL };

/** The absolute URL to follow, or null when `checkoutUrl` is not the configured payment page. */
export function checkoutTarget(
  checkoutUrl: string,
  pageOrigin: string,
  config: CheckoutConfig = BUILD_CONFIG,
): string | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl, pageOrigin);
  } catch {
    return null;
  }
  if (config.sandbox) return url.origin === pageOrigin && url.pathname === SANDBOX_PAYMENT_PATH ? url.toString() : null;
  const gateway = config.paymentOrigin || config.apiBaseUrl;
  return url.protocol === 'https:' && isOnAllowList(url.toString(), [gateway]) ? url.toString() : null;
}
