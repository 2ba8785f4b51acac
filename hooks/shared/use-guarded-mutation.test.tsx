import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from './query-client';
import { useGuardedMutation } from './use-guarded-mutation';

/** Two taps land before `isPending` turns true: the button is still enabled for the second. */
function Sender({ send, onSent }: { send: (value: number) => Promise<number>; onSent: (value: number) => void }) {
  const mutation = useGuardedMutation({ mutationFn: send });
  return (
    <>
      <button type="button" onClick={() => void mutation.mutateAsync(1).then(onSent, () => undefined)}>
        async
      </button>
      <button type="button" onClick={() => mutation.mutate(2, { onSuccess: onSent })}>
        plain
      </button>
    </>
  );
}

function setup() {
  let finish: (value: number) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const send = vi.fn(
    (value: number) =>
      new Promise<number>((resolve, reject) => {
        finish = () => resolve(value);
        fail = reject;
      }),
  );
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <Sender send={send} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { send, onSent, finish: () => act(() => finish(0)), fail: () => act(() => fail(new Error('down'))) };
}

describe('useGuardedMutation', () => {
  it.each(['async', 'plain'])('sends once for a double tap (%s) and follows up once', async (name) => {
    const { send, onSent, finish } = setup();
    const button = screen.getByRole('button', { name });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await finish();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores the other trigger of the same mutation while one call is under way', async () => {
    const { send } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'async' }));
    fireEvent.click(screen.getByRole('button', { name: 'plain' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(1, expect.anything());
  });

  it('sends again once the call failed (a retry is a new tap)', async () => {
    const { send, fail } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'async' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await fail();
    fireEvent.click(screen.getByRole('button', { name: 'async' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });
});
