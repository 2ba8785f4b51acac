import type { CatalogueKey } from '@/locales/keys';
import { isAxiosError } from 'axios';
import { messageKeyOf, type MessageKey } from './messages';

/**
 * Every failed call becomes one AppError, once (in the API client). Screens then
 * map it to copy with `errorCopy` instead of reading axios internals.
 */
export class AppError extends Error {
  constructor(
    /** 0 for a network failure or a crash before the server answered. */
    readonly status: number,
    /** The server's `error` text, as sent. */
    readonly serverMessage: string | undefined,
    /** Per-field messages the server sent, if any. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The device was offline: the call was not sent (or could not leave). */
    readonly offline = false,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'AppError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The catalogue key the server's text matches, if it matches one. */
  get messageKey(): MessageKey | undefined {
    return this.serverMessage ? messageKeyOf(this.serverMessage) : undefined;
  }
}

function errorField(data: unknown): { error?: string; fields: Record<string, string> } {
  if (!data || typeof data !== 'object') return { fields: {} };
  const body = data as Record<string, unknown>;
  const error = typeof body.error === 'string' ? body.error : typeof body.detail === 'string' ? body.detail : undefined;
  const fields: Record<string, string> = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [name, value] of Object.entries(body.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return { error, fields };
}

/** The browser says it has no network (`navigator.onLine`); a server-side render never is. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call refused before it left, the device being offline. */
export const offlineError = (): AppError => new AppError(0, undefined, {}, true);

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new AppError(0, undefined, {}, isOffline());
    const { error: message, fields } = errorField(error.response.data);
    return new AppError(error.response.status, message, fields);
  }
  return new AppError(0, error instanceof Error ? error.message : undefined);
}

/** 'Wrong region' is never shown to anyone (§8). */
export function isSuppressed(error: AppError): boolean {
  return error.messageKey === 'WRONG_REGION';
}

/**
 * What to say about an error: an i18n key (`MESSAGES:…`) when the text is in the
 * catalogue, the server's own text when it is not, else the generic message.
 */
export function errorCopy(error: AppError): { message: CatalogueKey; raw: false } | { message: string; raw: true } {
  if (error.messageKey) return { message: `MESSAGES:${error.messageKey}` as const, raw: false };
  if (error.offline) return { message: 'MESSAGES:OFFLINE', raw: false };
  if (error.isNetwork) return { message: 'MESSAGES:NETWORK_ERROR', raw: false };
  if (error.serverMessage) return { message: error.serverMessage, raw: true };
  return { message: 'MESSAGES:ERROR_MESSAGE', raw: false };
}
