// The sandbox's HTTP handlers (mocks/handlers) served over real HTTP, for a live build
// to talk to when there is no backend here: Lighthouse measures the live build against
// it (scripts/test-all.sh), and anyone can try the live build end to end.
//
//   node scripts/sandbox-api.mjs [--port 3102] [--scenario name] [--site http://localhost:3200] [--profile minimal]
//   NEXT_PUBLIC_API_BASE_URL=http://127.0.0.1:3102 npm run build && npm start
//
// The state lives in memory and starts from the seed (or the scenario) on every start.
// The TypeScript handlers load through jiti (Vite's and Tailwind's loader, already here);
// only the HTTP handlers answer (the notifications socket is not served).
// `--profile minimal` plays a backend that sends only what the spec documents and the app requires,
// in DRF's error shapes, and whose CORS does not allow `Idempotency-Key` (mocks/README.md).
// A test drives it on its own paths, outside /api/v1/ (a test server; no browser calls them):
//   POST /__sandbox/reset[?scenario=name]   the seed (or the scenario) again, the profile kept
//   GET  /__sandbox/inbox                   every OTP and emailed link "sent", oldest first
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { getResponse, HttpHandler } from 'msw';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const port = Number(arg('port', 3102));
const scenario = arg('scenario', undefined);
// The live build's origin: emailed links (`redirect_url`) may point there and nowhere else.
const site = arg('site', 'http://localhost:3200');
const profile = arg('profile', 'full');

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': root.replace(/\/$/, '') } });
const { handlers } = await jiti.import(`${root}mocks/handlers/index.ts`);
const { resetSandbox } = await jiti.import(`${root}mocks/node.ts`);
const { isSandboxProfile } = await jiti.import(`${root}mocks/shared/control.ts`);
const { MINIMAL_REFUSED_HEADERS } = await jiti.import(`${root}mocks/profiles/minimal.ts`);
const { db } = await jiti.import(`${root}mocks/shared/db.ts`);
if (!isSandboxProfile(profile)) throw new Error(`Unknown profile ${profile}: full or minimal`);
resetSandbox(scenario, profile);
/** Request headers this backend's CORS does not allow: a browser never sends the call. */
const refused = profile === 'minimal' ? new Set(MINIMAL_REFUSED_HEADERS) : new Set();
const { allowSiteOrigin } = await jiti.import(`${root}mocks/tables/auth/account-checks.ts`);
allowSiteOrigin(site);
const httpHandlers = handlers.filter((handler) => handler instanceof HttpHandler);

/**
 * The browser calls from the app's origin with custom headers (country, Authorization): CORS allows
 * them, but for the profile's refused ones, and lets the app read every header of an answer.
 */
function corsHeaders(request, response) {
  const asked = (request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && !refused.has(name));
  const exposed = response ? [...response.headers.keys()] : [];
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    ...(asked.length && { 'access-control-allow-headers': asked.join(', ') }),
    // What the page may read of an answer beyond the safelisted headers: Honored-Request-Headers (docs/api.md "Idempotency"), Retry-After.
    ...(exposed.length && { 'access-control-expose-headers': exposed.join(', ') }),
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

/** The test's levers (above); undefined for any other path. */
function control(incoming) {
  const url = new URL(incoming.url ?? '/', 'http://sandbox');
  if (incoming.method === 'POST' && url.pathname === '/__sandbox/reset') {
    resetSandbox(url.searchParams.get('scenario') ?? undefined, profile);
    return { status: 204 };
  }
  if (incoming.method === 'GET' && url.pathname === '/__sandbox/inbox')
    return { status: 200, body: JSON.stringify(db.state.accounts.inbox) };
  return undefined;
}

const server = createServer(async (incoming, outgoing) => {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, corsHeaders(incoming)).end();
    return;
  }
  const lever = incoming.url?.startsWith('/__sandbox/') ? control(incoming) : undefined;
  if (lever) {
    outgoing.writeHead(lever.status, { 'content-type': 'application/json' }).end(lever.body);
    return;
  }
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const hasBody = !['GET', 'HEAD'].includes(incoming.method ?? 'GET') && chunks.length > 0;
  // The abuse limits key the client on the caller's address, as a real backend does (mocks/tables/shared/rate-limits.ts).
  // A refused header from a caller that is not a browser (the conformance run) is ignored, as a backend ignores one it does not know.
  const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
    value === undefined || name === 'x-sandbox-client' || refused.has(name)
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : value]],
  );
  headers.push(['x-sandbox-client', incoming.socket.remoteAddress ?? 'unknown']);
  const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host}`), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response = (await getResponse(httpHandlers, request)) ?? new Response(null, { status: 404 });
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...corsHeaders(incoming, response) });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});
// `--port 0`: any free port, said here (scripts/sandbox-api.test.ts reads it).
server.listen(port, '127.0.0.1', () =>
  console.log(`The sandbox API (${profile}) answers on http://127.0.0.1:${server.address().port}/api/v1/`),
);
