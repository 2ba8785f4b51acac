// The spec's start and nothing else (§1, §4, §7) on the design card's packages: i18next in Arabic,
// one axios instance with the country, bearer and Accept-Language interceptors, TanStack Query,
// Tailwind, the Arabic font's two weights, and the full-page overlay (logo and spinner) until the
// country lookup answers. scripts/lighthouse.mjs measures it beside the app (--reference).
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '../styles.css';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { lookUpCountry } from '../api';

void i18next.use(initReactI18next).init({
  lng: 'ar',
  resources: {
    ar: {
      common: {
        title: 'أنجز مهامك مع مزوّدي خدمات موثوقين',
        intro: 'أجب عن بضعة أسئلة وقارن العروض.',
        loading: 'جارٍ التحميل…',
        // pages/sign-in.jsx
        signInTitle: 'تسجيل الدخول',
        method: 'طريقة الدخول',
        withPassword: 'بكلمة المرور',
        withPhone: 'برقم الهاتف',
        email: 'البريد الإلكتروني',
        password: 'كلمة المرور',
        phone: 'رقم الهاتف',
        signIn: 'دخول',
        sendCode: 'أرسل الرمز',
        google: 'المتابعة عبر Google',
        createAccount: 'أنشئ حسابًا',
        // pages/home.jsx
        menu: 'القائمة',
        appName: 'خدمات',
        services: 'الخدمات',
        articles: 'المقالات',
        help: 'مركز المساعدة',
        search: 'ابحث عن خدمة',
        categories: 'الفئات الرئيسية',
        testimonials: 'آراء العملاء',
        social: 'تابعنا',
        rights: 'جميع الحقوق محفوظة',
      },
    },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

function Start({ children }) {
  const country = useQuery({
    queryKey: ['country', 'jo'],
    queryFn: lookUpCountry,
    enabled: typeof window !== 'undefined',
  });
  if (!country.data) {
    return (
      <div className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-white" role="status">
        {/* eslint-disable-next-line @next/next/no-img-element -- the spec's 48×36 logo */}
        <img src="/logo.svg" width={48} height={36} alt="" />
        <svg width="40" height="40" viewBox="0 0 40 40" className="animate-spin" aria-hidden="true">
          <circle cx="20" cy="20" r="16" fill="none" stroke="#E5E7EB" strokeWidth="2" />
          <path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke="#4E89DE" strokeWidth="2" />
        </svg>
      </div>
    );
  }
  return children;
}

export default function App({ Component, pageProps }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Start>
        <Component {...pageProps} />
      </Start>
    </QueryClientProvider>
  );
}
