import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazy-part';

/** A part whose import this test settles by hand. */
function heldPart() {
  const imports: { resolve: (value: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const importPart = vi.fn(
    () =>
      new Promise<{ name: string }>((resolve, reject) => {
        imports.push({ resolve, reject });
      }),
  );
  return { part: lazyPart(importPart), importPart, imports };
}

describe('lazyPart', () => {
  it('imports once, however many ask', async () => {
    const { part, importPart, imports } = heldPart();
    const first = part.load();
    const second = part.load();
    imports[0]?.resolve({ name: 'kit' });
    expect(await first).toEqual({ name: 'kit' });
    expect(await second).toEqual({ name: 'kit' });
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failure (a retry after the network came back)', async () => {
    const { part, importPart, imports } = heldPart();
    const failed = part.load();
    imports[0]?.reject(new Error('Failed to load chunk'));
    await expect(failed).rejects.toThrow('Failed to load chunk');
    const again = part.load();
    imports[1]?.resolve({ name: 'kit' });
    expect(await again).toEqual({ name: 'kit' });
    expect(importPart).toHaveBeenCalledTimes(2);
  });

  it('suspends until the part is there, then renders at once on every later mount', async () => {
    const { part, imports } = heldPart();
    function Named() {
      return <p>{part.usePart().name}</p>;
    }
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(
        <Suspense fallback={<p>waiting</p>}>
          <Named />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => imports[0]?.resolve({ name: 'kit' }));
    expect(await screen.findByText('kit')).toBeInTheDocument();
    view?.unmount();

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Named />
      </Suspense>,
    );
    // No fallback frame: a second screen's form shows without a flash.
    expect(screen.getByText('kit')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
