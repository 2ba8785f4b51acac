/*
 * The session's renewal, made by the worker (issue 43; docs/api/accounts.md "Renewal outlives the
 * page"): a live build's worker (public/sw.js) loads this part. A page's `auth/token/refresh/` is
 * sent from here, away from the page, so a reload while it is on its way does not lose its answer:
 * with a backend that rotates and blacklists at once (SimpleJWT), the next start would carry a
 * refused refresh token and land on the sign-in page. The answer is kept for the refresh token that
 * was sent, and that token sent again (the reloaded page, another tab, a retry) gets the same
 * answer: one refresh token goes to the backend once, from every tab of the browser.
 */
const RENEWAL_URL = `${API_PREFIX}auth/token/refresh/`;
/** The rotated pairs, by the SHA-256 of the refresh token they replaced; the page deletes it at logout too. */
const RENEWALS_CACHE = 'session-renewals';
/** How long a rotated pair is kept for a page that has not stored it: a reload, a slow start. */
const RENEWAL_KEPT_MS = 2 * 60 * 1000;
const KEPT_AT_HEADER = 'X-Kept-At';

/** Renewals in flight, and the good ones for RENEWAL_KEPT_MS: digest → promise of {status, type, body}. */
const renewals = new Map();
/** Bumped at each logout: a renewal answered after it is not kept. */
let renewalGeneration = 0;

async function digest(token) {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const keptKey = (key) => `${self.location.origin}/__session-renewal/${key}`;

/** A pair kept by this worker before it was stopped and started again (Cache Storage outlives it). */
async function keptRenewal(key) {
  const cache = await caches.open(RENEWALS_CACHE);
  const kept = await cache.match(keptKey(key));
  if (!kept) return null;
  if (Date.now() - Number(kept.headers.get(KEPT_AT_HEADER)) < RENEWAL_KEPT_MS) return kept.json();
  await cache.delete(keptKey(key));
  return null;
}

async function keep(key, answer, since) {
  const cache = await caches.open(RENEWALS_CACHE);
  if (since !== renewalGeneration) return caches.delete(RENEWALS_CACHE);
  await cache.put(keptKey(key), new Response(JSON.stringify(answer), { headers: { [KEPT_AT_HEADER]: String(Date.now()) } }));
  setTimeout(() => {
    renewals.delete(key);
    cache.delete(keptKey(key)).catch(() => undefined);
  }, RENEWAL_KEPT_MS);
}

/**
 * The backend's answer, by a request of the worker's own: the page's is cancelled when the page goes.
 * Kept unless a logout came since the page asked (`since`).
 */
async function sendRenewal(key, request, body, since) {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body,
      credentials: request.credentials,
      cache: 'no-store',
    });
    const answer = {
      status: response.status,
      type: response.headers.get('Content-Type') || 'application/json',
      body: await response.text(),
    };
    if (key && response.status === 200 && since === renewalGeneration) await keep(key, answer, since).catch(() => undefined);
    else renewals.delete(key);
    return answer;
  } catch (error) {
    renewals.delete(key);
    throw error;
  }
}

async function renewal(request) {
  const since = renewalGeneration;
  const body = await request.text();
  let refresh = null;
  try {
    refresh = JSON.parse(body).refresh;
  } catch {
    // Not a body the backend would take either: it answers, not us.
  }
  if (typeof refresh !== 'string' || !refresh) return sendRenewal(null, request, body, since);
  const key = await digest(refresh);
  let answer = renewals.get(key);
  if (!answer) {
    answer = keptRenewal(key)
      .catch(() => null)
      .then((kept) => kept || sendRenewal(key, request, body, since));
    renewals.set(key, answer);
  }
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || request.url.split('?')[0] !== RENEWAL_URL) return;
  const answer = renewal(request.clone());
  // The worker lives until the backend has answered, whether the page waits for it or not.
  event.waitUntil(answer.catch(() => undefined));
  event.respondWith(
    answer.then(({ status, type, body }) => new Response(body, { status, headers: { 'Content-Type': type } })),
  );
  event.stopImmediatePropagation();
});

// Logout (store/shared/offline-copies.ts): no pair of the user's is kept, nor one still on its way.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'FORGET_USER') return;
  renewalGeneration += 1;
  renewals.clear();
  event.waitUntil(caches.delete(RENEWALS_CACHE).catch(() => undefined));
});
