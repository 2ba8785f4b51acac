// eslint-disable-next-line no-restricted-imports -- the one place next/link is used: every link is this one.
import NextLink from 'next/link';
import type { ComponentPropsWithRef } from 'react';

/**
 * The app's link: next/link without its prefetch of every link that scrolls into view. In the pages
 * router that prefetch downloads the route's code and, when the browser next idles, runs it: on the
 * home that was sign-in, sign-up (and with them the form kit), the services, the help centre, the
 * requests, the articles and a category: about 230 KB of other screens' code (decoded, on a wide screen)
 * run in the start's main thread (issue 42). A link is still prefetched the moment a pointer is over it or a
 * finger touches it, before the tap ends; a link that asks for `prefetch` keeps it.
 */
export default function Link({ prefetch = false, ...props }: ComponentPropsWithRef<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
