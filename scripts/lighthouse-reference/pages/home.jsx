// The smallest home that does what the spec asks (§1: guests see the home, the testimonials, the countries
// listed; §2: a bare layout, the footer's social links), after the plain start with its country call sent from
// the HTML (pages/_document.jsx): a header with the site's links and the language, a search over the main
// categories, the categories, the testimonials and the footer, written the plain way on the card's packages.
// scripts/lighthouse.mjs measures it beside the app's /clients/homepage: what a home costs a start.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';

const SOCIAL = ['whatsapp', 'instagram', 'twitter', 'facebook', 'linkedin'];
const COUNTRIES = ['الأردن', 'السعودية', 'المملكة المتحدة'];

/** A list call (a DRF page of every item), the plain way. */
function useList(path) {
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await api.get(`${path}?page_size=99999`)).data.results,
  });
}

function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b bg-white">
      <nav className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3" aria-label={t('menu')}>
        <Link href="/home" prefetch={false} className="flex items-center gap-2 font-bold">
          {/* eslint-disable-next-line @next/next/no-img-element -- the spec's 48×36 logo */}
          <img src="/logo.svg" width={48} height={36} alt="" />
          {t('appName')}
        </Link>
        <Link href="/home" prefetch={false}>
          {t('services')}
        </Link>
        <Link href="/home" prefetch={false}>
          {t('articles')}
        </Link>
        <Link href="/home" prefetch={false}>
          {t('help')}
        </Link>
        <Link href="/sign-in" prefetch={false} className="ms-auto rounded-lg bg-blue-600 px-3 py-2 text-white">
          {t('signIn')}
        </Link>
        <button type="button" lang="en">
          English
        </button>
      </nav>
    </header>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const categories = useList('services/main-categories/');
  const testimonials = useList('testimonials/');
  const shown = (categories.data ?? []).filter((category) => category.name_ar.includes(search.trim()));
  return (
    <>
      <Header />
      <main className="mx-auto max-w-6xl px-4">
        <section className="py-10">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('intro')}</p>
          <label htmlFor="search" className="mt-6 block text-sm font-medium">
            {t('search')}
          </label>
          <input
            id="search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </section>
        <h2 className="text-xl font-bold">{t('categories')}</h2>
        {categories.isPending && <p role="status">{t('loading')}</p>}
        {/* Room for the ten cards while they load, so nothing below them moves when they come. */}
        <ul className="mt-4 grid min-h-[36rem] grid-cols-2 content-start gap-3 sm:min-h-0 sm:grid-cols-4">
          {shown.map((category) => (
            <li key={category.id}>
              <Link href="/home" prefetch={false} className="block rounded-xl border p-3">
                <span className="font-semibold">{category.name_ar}</span>
                <span className="mt-1 block text-sm text-slate-600">{category.description_ar}</span>
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-10 text-xl font-bold">{t('testimonials')}</h2>
        <ul className="mt-4 grid min-h-[28rem] content-start gap-3 sm:grid-cols-2">
          {(testimonials.data ?? []).map((testimonial) => (
            <li key={testimonial.id} className="rounded-xl border p-4">
              <p dir="auto">{testimonial.quote_ar}</p>
              <p className="mt-2 text-sm text-slate-600">
                {testimonial.name_ar}، {testimonial.city_ar}{' '}
                <span aria-hidden="true">{'★'.repeat(testimonial.rating)}</span>
              </p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="mt-10 border-t bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-6 px-4 py-6 text-sm">
          <ul className="flex gap-3" aria-label={t('social')}>
            {SOCIAL.map((name) => (
              <li key={name}>
                <a href="#" lang="en">
                  {name}
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex gap-3">
            {COUNTRIES.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
          <p>{t('rights')}</p>
        </div>
      </footer>
    </>
  );
}
