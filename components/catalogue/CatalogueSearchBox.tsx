import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CatalogueSearch = lazy(() => import('./CatalogueSearch'));

const BOX_CLASS = 'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base';

/**
 * The home's search (issue 44) as a plain box until the person reaches for it (issue 42): Headless UI's
 * combobox is about 144 KB of script, a fifth of what the home runs at the start, for a box most visits
 * never use. Focusing it (a tap, a click, the Tab key) fetches the search; the box stays, takes what is
 * typed meanwhile, and the search replaces it with that text, the focus and its results.
 * The box is announced as the combobox it becomes (collapsed, no options yet).
 */
export function CatalogueSearchBox() {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const box = (
    <input
      type="search"
      dir="auto"
      // Collapsed, with no list yet: ARIA 1.2 lets a combobox name the list it controls once it exists
      // (as Headless UI's does while closed).
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="list"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      autoComplete="off"
      className={BOX_CLASS}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => startTransition(() => setWanted(true))}
    />
  );
  // One boundary around both: the transition keeps the box (focused, typed into) on screen until the
  // search's code is here, instead of a new boundary's fallback.
  return (
    <Suspense fallback={null}>
      {wanted ? (
        <CatalogueSearch autoFocus initialQuery={typed} />
      ) : (
        <div className="relative mt-6 max-w-xl">{box}</div>
      )}
    </Suspense>
  );
}
