import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/tests/render-app';
import { useDocumentTitle } from './use-document-title';

function Titled({ initial }: { initial?: string }) {
  const [title, setTitle] = useState(initial);
  useDocumentTitle(title);
  return (
    <button type="button" onClick={() => setTitle('Addresses')}>
      next
    </button>
  );
}

describe('useDocumentTitle', () => {
  it.each([
    ['en', 'Sign in', 'Sign in · Khidma'],
    ['ar', 'تسجيل الدخول', 'تسجيل الدخول · خدمة'],
    ['en', undefined, 'Khidma'],
    ['ar', undefined, 'خدمة'],
  ] as const)('in %s, %s gives "%s"', async (language, title, expected) => {
    await renderApp(<Titled initial={title} />, { language });
    expect(document.title).toBe(expected);
  });

  it('follows the title when it changes', async () => {
    await renderApp(<Titled initial="Sign in" />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(document.title).toBe('Addresses · Khidma');
  });
});
