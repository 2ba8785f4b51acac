// @vitest-environment node
import { checkoutTarget, type CheckoutConfig } from './checkout';

const PAGE = 'https://jo.khidma.example';
const SANDBOX: CheckoutConfig = { sandbox: true, paymentOrigin: '', apiBaseUrl: '' };
const LIVE: CheckoutConfig = {
  sandbox: false,
  paymentOrigin: 'https://checkout.gateway.example',
  apiBaseUrl: 'https://api.khidma.example',
};
const LIVE_NO_GATEWAY: CheckoutConfig = { ...LIVE, paymentOrigin: '' };

describe('checkoutTarget', () => {
  it.each<[string, CheckoutConfig, string, string | null]>([
    [
      'sandbox: its own payment page',
      SANDBOX,
      '/sandbox/payment?payment=p1&return=%2Fservice-providers%2Fbalance',
      `${PAGE}/sandbox/payment?payment=p1&return=%2Fservice-providers%2Fbalance`,
    ],
    [
      'sandbox: the same page, absolute',
      SANDBOX,
      `${PAGE}/sandbox/payment?payment=p1`,
      `${PAGE}/sandbox/payment?payment=p1`,
    ],
    ['sandbox: another path of the site', SANDBOX, '/clients/homepage', null],
    ['sandbox: a foreign page', SANDBOX, 'https://evil.example/sandbox/payment?payment=p1', null],
    ['sandbox: protocol-relative', SANDBOX, '//evil.example/sandbox/payment', null],
    ['sandbox: javascript:', SANDBOX, 'javascript:alert(1)', null],
    ['live: the gateway', LIVE, 'https://checkout.gateway.example/pay/abc', 'https://checkout.gateway.example/pay/abc'],
    ['live: a look-alike host', LIVE, 'https://checkout.gateway.example.evil.com/pay/abc', null],
    ['live: the gateway over http', LIVE, 'http://checkout.gateway.example/pay/abc', null],
    ['live: the sandbox page', LIVE, '/sandbox/payment?payment=p1', null],
    ['live: the API when a gateway is set', LIVE, 'https://api.khidma.example/pay/abc', null],
    [
      'live, no gateway set: the API origin',
      LIVE_NO_GATEWAY,
      'https://api.khidma.example/pay/abc',
      'https://api.khidma.example/pay/abc',
    ],
    ['live, no gateway set: elsewhere', LIVE_NO_GATEWAY, 'https://evil.example/?https://api.khidma.example', null],
  ])('%s', (_case, config, checkoutUrl, target) => {
    expect(checkoutTarget(checkoutUrl, PAGE, config)).toBe(target);
  });
});
