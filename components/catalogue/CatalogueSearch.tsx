import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRouter } from 'next/router';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useCategories } from '@/hooks/catalogue';
import { useRole } from '@/hooks/shared/use-role';
import { type CatalogueHit, nearestCategories, searchCatalogue } from '@/services/catalogue/catalogue-search';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/**
 * The search over the catalogue as the user types (issue 44), on the home and in the wide header:
 * Headless UI's combobox (the WAI-ARIA pattern: arrows move, Enter opens, Escape closes, the active
 * option announced), fed by the catalogue call the home already makes (no call of its own; the header
 * mounts it only once the person opens it). Nothing found offers the nearest categories and the request
 * form of their first service. `compact`: the header's (what shows under the box floats over the page);
 * `autoFocus`: the box takes the focus as it appears; `initialQuery`: what was typed into the plain box
 * it replaces (./CatalogueSearchBox.tsx), searched at once, its results open.
 */
export default function CatalogueSearch({
  compact = false,
  autoFocus = false,
  initialQuery = '',
}: {
  compact?: boolean;
  autoFocus?: boolean;
  initialQuery?: string;
}) {
  const { t } = useTranslation(['common', 'MESSAGES']);
  const language = useAppState((state) => state.language);
  const role = useRole();
  const router = useRouter();
  const catalogue = useCategories();
  const categories = catalogue.data ?? [];
  const [query, setQuery] = useState(initialQuery);
  // Headless UI empties the box as it mounts (its selected value shows there); the text typed into the
  // plain box before it goes back in, after that (a parent's effect runs after its children's).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (initialQuery !== '' && input.current) input.current.value = initialQuery;
    // Only as the search replaces the plain box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // In the header, what shows under the box floats over the page while the search holds the focus.
  const [focused, setFocused] = useState(false);
  // Whether the arrows chose an option since the last keystroke: Enter then opens that one (Headless UI).
  const [arrowed, setArrowed] = useState(false);
  const deferred = useDeferredValue(query);
  const hits = searchCatalogue(categories, deferred);
  const typed = deferred.trim().length > 0;
  const hrefOf = (hit: CatalogueHit) =>
    hit.kind === 'category'
      ? paths.category.getHref(role, hit.category.id)
      : paths.service.getHref(role, hit.service.id);
  const nearest = typed && hits.length === 0 ? nearestCategories(categories, deferred) : [];
  const firstService = nearest[0]?.sub_services[0];

  return (
    <div
      className={compact ? 'relative w-64' : 'relative mt-6 max-w-xl'}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <Combobox<CatalogueHit | null>
        value={null}
        // With text typed into the plain box, the results open as the search takes the focus.
        immediate={initialQuery !== ''}
        onChange={(hit) => {
          if (hit) void router.push(hrefOf(hit));
        }}
      >
        <ComboboxInput
          ref={input}
          type="search"
          dir="auto"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          className={`w-full rounded-xl border border-slate-300 bg-white px-4 text-base ${compact ? 'py-2' : 'py-3'}`}
          onChange={(event) => {
            setQuery(event.target.value);
            setArrowed(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setArrowed(true);
            if (event.key !== 'Enter' || arrowed) return;
            // Typed, then Enter: the best hit for what is typed now, not the option that was active a
            // keystroke ago and stayed active as the list reordered under it.
            const best = searchCatalogue(categories, query)[0];
            if (!best) return;
            event.preventDefault();
            void router.push(hrefOf(best));
          }}
        />
        {/* Always there while open (the input's aria-controls names it); empty, it is invisible and hides nothing below. */}
        <ComboboxOptions
          modal={false}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
        >
          {hits.map((hit) => (
            <ComboboxOption
              key={hit.kind === 'category' ? `c${hit.category.id}` : `s${hit.service.id}`}
              value={hit}
              className="cursor-pointer px-4 py-2 data-[focus]:bg-slate-100"
            >
              {hit.kind === 'category' ? (
                <>
                  <span className="block font-medium">{localized(hit.category, 'name', language)}</span>
                  <span className="block text-sm text-ink-muted">{t('search.category')}</span>
                </>
              ) : (
                <>
                  <span className="block font-medium">{localized(hit.service, 'name', language)}</span>
                  <span className="block text-sm text-ink-muted">
                    {t('search.inCategory', { category: localized(hit.category, 'name', language) })}
                  </span>
                </>
              )}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      <p role="status" className={typed && !compact ? 'mt-2 text-sm text-ink-muted' : 'sr-only'}>
        {!typed
          ? ''
          : catalogue.isPending
            ? t('loading')
            : hits.length === 0
              ? t('MESSAGES:NO_RESULT')
              : t('search.found', { count: hits.length })}
      </p>
      {nearest.length > 0 && (!compact || focused) && (
        <div
          className={`rounded-xl border border-slate-200 bg-white p-3 text-sm ${compact ? 'absolute inset-x-0 top-full z-30 mt-1 shadow-lg' : 'mt-2'}`}
        >
          {/* The status above said it to assistive technology; in the header it is hidden, so it shows here. */}
          {compact && <p aria-hidden="true">{t('MESSAGES:NO_RESULT')}</p>}
          <h2 className="font-semibold">{t('search.nearest')}</h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {nearest.map((category) => (
              <li key={category.id}>
                <Link href={paths.category.getHref(role, category.id)} className="btn-secondary">
                  {localized(category, 'name', language)}
                </Link>
              </li>
            ))}
          </ul>
          {firstService && (
            <Link
              href={paths.requestForm.getHref(firstService.id)}
              className="mt-2 inline-block font-semibold text-brand-dark underline"
            >
              {t('search.requestIt', { service: localized(firstService, 'name', language) })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
