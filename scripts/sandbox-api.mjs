// The sandbox's HTTP handlers (mocks/handlers) served over real HTTP, for a live build
// to talk to when there is no backend here: Lighthouse measures the live build against
// it (scripts/test-all.sh), and anyone can try the live build end to end.
//
//   node scripts/sandbox-api.mjs [--port 3102] [--scenario name] [--site http://localhost:3200]
//   NEXT_PUBLIC_API_BASE_URL=http://127.0.0.1:3102 npm run build && npm start
//
// The state lives in memory and starts from the seed (or the scenario) on every start.
// The TypeScript handlers load through jiti (Vite's and Tailwind's loader, already here);
// only the HTTP handlers answer (the notifications socket is not served).
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

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': root.replace(/\/$/, '') } });
const { handlers } = await jiti.import(`${root}mocks/handlers/index.ts`);
const { resetSandbox } = await jiti.import(`${root}mocks/node.ts`);
resetSandbox(scenario);
const { allowSiteOrigin } = await jiti.import(`${root}mocks/tables/account-checks.ts`);
allowSiteOrigin(site);
const httpHandlers = handlers.filter((handler) => handler instanceof HttpHandler);

/** The browser calls from the app's origin with custom headers (country, Authorization): CORS allows it. */
function corsHeaders(request) {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    // What the page may read of an answer beyond the safelisted headers (docs/api.md "Idempotency").
    'access-control-expose-headers': 'Honored-Request-Headers, Idempotent-Replayed, Retry-After',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

createServer(async (incoming, outgoing) => {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, corsHeaders(incoming)).end();
    return;
  }
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const hasBody = !['GET', 'HEAD'].includes(incoming.method ?? 'GET') && chunks.length > 0;
  // The abuse limits key the client on the caller's address, as a real backend does (mocks/tables/rate-limits.ts).
  const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
    value === undefined || name === 'x-sandbox-client' ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
  );
  headers.push(['x-sandbox-client', incoming.socket.remoteAddress ?? 'unknown']);
  const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host}`), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response = (await getResponse(httpHandlers, request)) ?? new Response(null, { status: 404 });
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...corsHeaders(incoming) });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, '127.0.0.1', () => console.log(`The sandbox API answers on http://127.0.0.1:${port}/api/v1/`));
