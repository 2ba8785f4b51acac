import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { googleSignUpSchema } from '@/services/auth/auth-forms';
import type { Role } from '@/services/shared/routes';
import { ContinueButton, useLeaveForGoogle } from './GoogleButton';
import { TermsField } from './TermsField';

/** "Continue with Google" on the sign-up screen: a form of its own, the terms accepted before leaving. */
export const GoogleSignUp = withFormKit(function GoogleSignUp({ role }: { role: Role }) {
  const { Formik, Form, yup } = useFormKit();
  const leave = useLeaveForGoogle(role);
  return (
    <Formik initialValues={{ terms: false }} validationSchema={googleSignUpSchema(yup)} onSubmit={leave.go}>
      <Form noValidate className="flex flex-col gap-3">
        <TermsField role={role} />
        <ContinueButton leaving={leave.leaving} submit />
      </Form>
    </Formik>
  );
});
