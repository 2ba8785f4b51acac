/**
 * A call as the profiles name it: method and path below /api/v1/, every path parameter `{}`, no
 * query (`GET requests/{}/offers/`). A route's `requests/:id/offers/?page_size=…`, the contract's
 * `requests/{id}/offers/` and app-answers.ts's `GET requests/{id}/offers/` all come to it.
 */
export function callKey(method: string, path: string): string {
  const [pathname = ''] = path.split('?');
  return `${method.toUpperCase()} ${pathname.replace(/:[^/]+|\{[^}]*\}/g, '{}')}`;
}
