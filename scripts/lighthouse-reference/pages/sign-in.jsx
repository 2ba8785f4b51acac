// The smallest sign-in that does what the spec asks (§2 "password login", "phone login with OTP"; §5's email and
// password rules and messages) on the design card's form packages, Formik and yup, after the plain start with its
// country call sent from the HTML (pages/_document.jsx). scripts/lighthouse.mjs measures it beside the app's
// /clients/auth/login: what a sign-in screen costs a start, whoever writes it.
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
// §5's email rule from its one home in the app (a module of constants, no imports of its own).
import { EMAIL_PATTERN, LIMITS } from '../../../services/shared/limits';
import { api } from '../api';

const passwordSchema = yup.object({
  email: yup.string().required('Email is required').matches(EMAIL_PATTERN, 'Wrong Email'),
  password: yup
    .string()
    .required('Password is required')
    .min(LIMITS.passwordMin, 'Password must be at least 8 characters'),
});
const phoneSchema = yup.object({
  phone: yup
    .string()
    .required('Phone is required')
    .matches(/^\+?\d{8,15}$/, 'Wrong phone'),
});

function TextField({ name, label, type = 'text', errors, touched }) {
  const error = touched[name] && errors[name];
  return (
    <div className="mt-4">
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <Field
        id={name}
        name={name}
        type={type}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function PasswordForm({ t }) {
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={passwordSchema}
      onSubmit={(values) => api.post('auth/token/', values)}
    >
      {({ errors, touched, isSubmitting }) => (
        <Form noValidate>
          <TextField name="email" type="email" label={t('email')} errors={errors} touched={touched} />
          <TextField name="password" type="password" label={t('password')} errors={errors} touched={touched} />
          <button type="submit" disabled={isSubmitting} className="mt-6 w-full rounded-lg bg-blue-700 py-2 text-white">
            {t('signIn')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

function PhoneForm({ t }) {
  return (
    <Formik
      initialValues={{ phone: '' }}
      validationSchema={phoneSchema}
      onSubmit={(values) => api.post('auth/user/verify_phone_exist/', { phone_number: values.phone })}
    >
      {({ errors, touched }) => (
        <Form noValidate>
          <TextField name="phone" type="tel" label={t('phone')} errors={errors} touched={touched} />
          <button type="submit" className="mt-6 w-full rounded-lg bg-blue-700 py-2 text-white">
            {t('sendCode')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

export default function SignIn() {
  const { t } = useTranslation();
  const [method, setMethod] = useState('password');
  return (
    <main className="mx-auto max-w-md p-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- the spec's 48×36 logo */}
      <img src="/logo.svg" width={48} height={36} alt="" />
      <h1 className="mt-4 text-2xl font-bold">{t('signInTitle')}</h1>
      <div role="radiogroup" aria-label={t('method')} className="mt-4 grid grid-cols-2 gap-2">
        {['password', 'phone'].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={method === value}
            onClick={() => setMethod(value)}
            className="rounded-lg border px-3 py-2"
          >
            {t(value === 'password' ? 'withPassword' : 'withPhone')}
          </button>
        ))}
      </div>
      {method === 'password' ? <PasswordForm t={t} /> : <PhoneForm t={t} />}
      <button type="button" className="mt-4 w-full rounded-lg border py-2">
        {t('google')}
      </button>
      <p className="mt-6 text-center text-sm">
        <a href="/register" className="text-blue-700">
          {t('createAccount')}
        </a>
      </p>
    </main>
  );
}
