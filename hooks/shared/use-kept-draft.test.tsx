import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { useKeptDraft } from './use-kept-draft';

type Draft = { words: string; photos: string[] };

// React runs a state updater twice in StrictMode: a save inside one would run twice (and a key made there, twice).
function keptDraft() {
  const saved: Draft[] = [];
  const view = renderHook(
    () =>
      useKeptDraft<Draft>(
        () => ({ words: '', photos: [] }),
        (draft) => saved.push(draft),
      ),
    {
      wrapper: StrictMode,
    },
  );
  return { saved, view };
}

describe('useKeptDraft', () => {
  it('saves each change once and shows it', () => {
    const { saved, view } = keptDraft();
    act(() => void view.result.current[1]((current) => ({ ...current, words: 'Tidy' })));
    expect(saved).toEqual([{ words: 'Tidy', photos: [] }]);
    expect(view.result.current[0]).toEqual({ words: 'Tidy', photos: [] });
  });

  it('changes landing together each build on the one before (a keystroke, an uploaded photo), saved in order', () => {
    const { saved, view } = keptDraft();
    const [, change] = view.result.current;
    act(() => {
      change((current) => ({ ...current, words: 'Tidy' }));
      change((current) => ({ ...current, photos: [...current.photos, 'a.jpg'] }));
    });
    expect(saved).toEqual([
      { words: 'Tidy', photos: [] },
      { words: 'Tidy', photos: ['a.jpg'] },
    ]);
    expect(view.result.current[0]).toEqual({ words: 'Tidy', photos: ['a.jpg'] });
  });

  it('answers the new draft, for what the change decides next (the wizard re-checks the step with it)', () => {
    const { view } = keptDraft();
    let next: Draft | undefined;
    act(() => void (next = view.result.current[1]((current) => ({ ...current, words: 'Done' }))));
    expect(next).toEqual({ words: 'Done', photos: [] });
  });

  it('keeps what is typed without rendering again, and the next change builds on it (a Formik form shows it)', () => {
    let renders = 0;
    const saved: Draft[] = [];
    const view = renderHook(() => {
      renders += 1;
      return useKeptDraft<Draft>(
        () => ({ words: '', photos: [] }),
        (draft) => saved.push(draft),
      );
    });
    const before = renders;
    act(() => view.result.current[2]((current) => ({ ...current, words: 'Tid' })));
    act(() => view.result.current[2]((current) => ({ ...current, words: 'Tidy' })));
    expect(renders).toBe(before);
    expect(saved).toEqual([
      { words: 'Tid', photos: [] },
      { words: 'Tidy', photos: [] },
    ]);
    act(() => void view.result.current[1]((current) => ({ ...current, photos: ['a.jpg'] })));
    expect(saved.at(-1)).toEqual({ words: 'Tidy', photos: ['a.jpg'] });
    expect(view.result.current[0]).toEqual({ words: 'Tidy', photos: ['a.jpg'] });
  });
});
