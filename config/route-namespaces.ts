import { paths, ROLE_PREFIX, type RouteNamespaces } from './paths';
import type { Namespace } from '../locales/translation-files';

interface Entry {
  route: string;
  namespaces: RouteNamespaces;
}

function entriesOf(node: object): Entry[] {
  return Object.values(node).flatMap((value: object) => ('namespaces' in value ? [value as Entry] : entriesOf(value)));
}

const ENTRIES = entriesOf(paths);

/**
 * The route table's entry for a URL (`/clients/offers/12?lang=en`) or for a page as Next names it
 * (`/clients/offers/[offerId]`), if any: the first whose route (`/<role>/offers/{offerId}`) has its
 * segments, `<role>` and `{…}` standing for any. The question form (`?request=1` over the service
 * page) comes after its page in the table, so a URL finds the page: a query names no route here.
 */
export function routeEntryOf(url: string): Entry | undefined {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/');
  const fits = (route: string) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length && parts.every((part, index) => part === segments[index] || /^[{<]/.test(part))
    );
  };
  return ENTRIES.find((entry) => fits(entry.route));
}

/**
 * The translations the first screen of a URL or a page reads besides the start's (its side's, for an
 * entry that names each side's); none for a path the table does not have.
 */
export function routeNamespaces(url: string): readonly Namespace[] {
  const namespaces = routeEntryOf(url)?.namespaces ?? [];
  if (!('client' in namespaces)) return namespaces;
  return url.startsWith(`${ROLE_PREFIX.provider}/`) ? namespaces.provider : namespaces.client;
}
