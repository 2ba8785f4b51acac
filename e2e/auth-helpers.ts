import { expect, type Locator, type Page } from '@playwright/test';
import arAuth from '../locales/ar/auth.json';
import arCommon from '../locales/ar/common.json';
import arMessages from '../locales/ar/MESSAGES.json';
import arValidation from '../locales/ar/validation.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enMessages from '../locales/en/MESSAGES.json';
import enValidation from '../locales/en/validation.json';
import type { InboxKind, InboxMessage } from '../mocks/data/auth/inbox';

/** The copy of each project's language (the ar project must read Arabic labels). */
export const COPY = {
  ar: { auth: arAuth, common: arCommon, messages: arMessages, validation: arValidation },
  en: { auth: enAuth, common: enCommon, messages: enMessages, validation: enValidation },
};

export type Copy = (typeof COPY)['en'];

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

function escape(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The field's own error: announced and tied to it (aria-describedby), not just somewhere on the page. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(escape(message));
}

export async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The form-level alert carrying this text. */
export function alertWith(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export async function inbox(page: Page): Promise<InboxMessage[]> {
  return page.evaluate(() => window.__sandbox!.inbox());
}

/** The newest message of `kind` sent to `to`. */
export async function lastMessage(page: Page, kind: InboxKind, to: string): Promise<InboxMessage> {
  const message = (await inbox(page)).filter((item) => item.kind === kind && item.to === to).at(-1);
  if (!message) throw new Error(`No ${kind} message was sent to ${to}`);
  return message;
}

/** The newest emailed link of `kind` to `email`, as a same-origin path. */
export async function lastLink(page: Page, kind: 'verify-email' | 'reset-password', email: string): Promise<string> {
  const { link } = await lastMessage(page, kind, email);
  if (!link) throw new Error(`The ${kind} message to ${email} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function lastCode(page: Page, phone: string): Promise<string> {
  const { code } = await lastMessage(page, 'otp', phone);
  if (!code) throw new Error(`The code to ${phone} is missing`);
  return code;
}

/** Move the sandbox clock forward (token and code lifetimes). */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await page.evaluate((offset) => window.__sandbox!.advanceClock(offset), ms);
}

export async function sandboxUser(page: Page, email: string) {
  const state = await page.evaluate(() => window.__sandbox!.state());
  return state.accounts.users.find((user) => user.email === email.toLowerCase());
}

/** Phone step → code from the inbox (the field submits once all six digits are in). */
export async function verifyPhone(page: Page, c: Copy, local: string, international: string): Promise<void> {
  await page.getByLabel(c.auth.phone.label).fill(local);
  await page.getByRole('button', { name: c.auth.phone.sendCode }).click();
  const field = page.getByLabel(fill(c.auth.otp.label, { digits: 6 }));
  await expect(field).toBeFocused();
  await field.fill(await lastCode(page, international));
}
