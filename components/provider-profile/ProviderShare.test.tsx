import { screen, waitFor } from '@testing-library/react';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ProviderProfileScreen } from './ProviderProfileScreen';

/* Sharing a provider's public profile (issue 44): the share sheet where there is one, else the clipboard, else the message shown. */

const omar = DEMO.provider.id;
const route = `/clients/providers/${omar}?userId=${omar}`;
const link = `${window.location.origin}/clients/providers/${omar}`;

/** A browser's share parts for this test; `undefined` takes one away. */
function browserOffers(parts: { share?: Navigator['share']; clipboard?: Partial<Clipboard> }) {
  for (const [name, value] of Object.entries(parts))
    Object.defineProperty(navigator, name, { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

async function openProfile(language: 'ar' | 'en' = 'en') {
  const rendered = await renderApp(<ProviderProfileScreen />, { route, language });
  const name = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
  return { ...rendered, name };
}

describe("sharing a provider's profile", () => {
  it("opens the phone's share sheet with the profile's link and a message in the reader's language", async () => {
    const share = vi.fn(async () => undefined);
    const { user, name } = await openProfile();
    browserOffers({ share });
    await user.click(screen.getByRole('button', { name: 'Share this profile' }));
    expect(share).toHaveBeenCalledWith({
      title: name,
      text: `\u2068${name}\u2069 on Khidma: services, work photos and reviews`,
      url: link,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a closed share sheet is no error: nothing copied, nothing said', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    const { user } = await openProfile('ar');
    browserOffers({ share, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'مشاركة الملف الشخصي' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('without a share sheet, copies the message and the link and says so where screen readers hear it', async () => {
    const { user, name } = await openProfile('ar');
    await user.click(screen.getByRole('button', { name: 'مشاركة الملف الشخصي' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم النسخ. الصقه في رسالة لمشاركته.');
    expect(await navigator.clipboard.readText()).toBe(
      `\u2068${name}\u2069 على خدمة: الخدمات وصور الأعمال والتقييمات\n${link}`,
    );
  });

  it('a refused share sheet, then a refused clipboard: the message shown, focused and selected, to copy by hand', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const writeText = vi.fn(async () => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')));
    const { user } = await openProfile();
    browserOffers({ share, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share this profile' }));
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Copy this message and its link to share them',
    });
    expect(box.value).toMatch(new RegExp(` on Khidma: services, work photos and reviews\n${link}$`));
    expect(box).toHaveAttribute('readonly');
    await waitFor(() => expect(box).toHaveFocus());
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
