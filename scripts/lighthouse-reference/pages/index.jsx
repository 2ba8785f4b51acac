import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api';

export default function Home() {
  const { t } = useTranslation();
  const catalogue = useQuery({
    queryKey: ['main-categories'],
    queryFn: async () => (await api.get('services/main-categories/?page_size=99999')).data.results,
  });
  return (
    <main className="mx-auto max-w-2xl p-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <ul className="mt-4 grid gap-2">
        {(catalogue.data ?? []).map((category) => (
          <li key={category.id} className="rounded-lg border p-3">
            {category.name_ar}
          </li>
        ))}
      </ul>
    </main>
  );
}
