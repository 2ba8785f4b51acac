import { screen } from '@testing-library/react';
import { AppError } from '@/services/api/errors';
import { formatStamp } from '@/services/shared/format-stamp';
import { renderApp } from '@/tests/render-app';
import { OtpStep } from './OtpStep';

describe('OtpStep: resending', () => {
  it("after 'Too many OTP requests today' keeps the resend off and says until when", async () => {
    // The clock stands still (only Date is faked): the minute shown cannot turn while a slow machine clicks.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T09:30:40Z'));
    onTestFinished(() => void vi.useRealTimers());
    const onResend = vi.fn().mockRejectedValue(new AppError(429, 'Too many OTP requests today, try in 24 hours'));
    const { user } = await renderApp(
      <OtpStep
        phone="+962791234567"
        sent={{ hashed_id: 'h1', resend_after: 0 }}
        onResend={onResend}
        onVerify={vi.fn()}
        submitLabel="Verify"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many OTP requests today, try in 24 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    const until = formatStamp(new Date('2026-05-11T09:30:40Z'), { language: 'en', country: 'jo' });
    expect(screen.getByText(`No new code before ${until}`)).toBeInTheDocument();
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('after another failure the resend stays offered', async () => {
    const onResend = vi.fn().mockRejectedValue(new AppError(429, 'Resend OTP verification is failed'));
    const { user } = await renderApp(
      <OtpStep
        phone="+962791234567"
        sent={{ hashed_id: 'h1', resend_after: 0 }}
        onResend={onResend}
        onVerify={vi.fn()}
        submitLabel="Verify"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Resend OTP verification is failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
