import { Form, Formik } from 'formik';
import { googleSignUpSchema } from '@/services/auth/auth-forms';
import type { Role } from '@/services/shared/routes';
import { ContinueButton, useLeaveForGoogle } from './GoogleButton';
import { TermsField } from './TermsField';

/** "Continue with Google" on the sign-up screen: a form of its own, the terms accepted before leaving. */
export function GoogleSignUp({ role }: { role: Role }) {
  const leave = useLeaveForGoogle(role);
  return (
    <Formik initialValues={{ terms: false }} validationSchema={googleSignUpSchema} onSubmit={leave.go}>
      <Form noValidate className="flex flex-col gap-3">
        <TermsField role={role} />
        <ContinueButton leaving={leave.leaving} submit />
      </Form>
    </Formik>
  );
}
