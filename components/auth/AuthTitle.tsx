import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import type { ReactNode } from 'react';

/** The screen's one heading and its lead text. */
export function AuthTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="mb-5 flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <p className="text-ink-muted">{children}</p>}
    </header>
  );
}

/**
 * A row of mutually exclusive choices (e.g. password or WhatsApp code); the current one is pressed.
 * `onIntent`: a choice the person reaches for (pointer over or down, focus) before choosing it, so a
 * screen can fetch that choice's code before the tap ends.
 */
export function ChoiceSwitch<T extends string>({
  label,
  value,
  options,
  onChange,
  onIntent,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  onIntent?: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mb-5 grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          onPointerEnter={() => onIntent?.(option.value)}
          onPointerDown={() => onIntent?.(option.value)}
          onFocus={() => onIntent?.(option.value)}
          className={`min-h-11 rounded-lg px-3 py-2 text-sm font-medium ${
            option.value === value ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** "or" between two ways in. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-ink-faint" role="separator">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
