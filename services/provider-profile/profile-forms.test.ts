// @vitest-environment node
import * as yup from 'yup';
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import { reportSchema } from './profile-forms';

describe('a report: a reason from the list', () => {
  table(reportSchema(yup), 'reason', { explanation: '' }, [
    ['no_show', null],
    ['other', null],
    ['', V.required],
    ['rude', V.required],
  ]);
});
