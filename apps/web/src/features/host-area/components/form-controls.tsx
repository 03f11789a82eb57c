import { Bold, Italic, Link2, List } from 'lucide-react';
import { useId, useRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { T } from '../texts';

/** A form section: a white card with its heading, which names the group for screen readers. */
export function FormSection({
  id,
  title,
  tour,
  children,
}: {
  id: string;
  title: string;
  /** What a guided tour step points at (lib/tour-steps.ts). */
  tour?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-tour={tour}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="grid gap-1">{children}</div>
    </section>
  );
}

function Message({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <p
      id={id}
      role={error ? 'alert' : undefined}
      className={cn('mt-1 min-h-5 text-sm', error ? 'font-medium text-red-700' : 'text-stone-500')}
    >
      {error ?? hint}
    </p>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-msg`}
        className={cn(inputClass, 'mt-1.5 h-12', error ? 'border-red-600' : 'border-stone-300')}
        {...props}
      >
        {children}
      </select>
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

/** Large radio cards: one choice of a few, each with a line saying what it means. */
export function RadioCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600',
              value === o.value ? 'border-orange-600 bg-orange-50' : 'border-stone-300 bg-white hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 size-4 accent-orange-700"
            />
            <span>
              <span className="block font-semibold text-stone-900">{o.label}</span>
              <span className="block text-sm text-stone-600">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mb-4 flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 accent-orange-700"
      />
      <span>
        <span className="block font-semibold text-stone-900">{label}</span>
        {hint && <span className="block text-sm text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}

/**
 * The description: a textarea with a small toolbar that wraps the selection in the light
 * formatting (see lib/description.ts), which is sent as the allowed HTML.
 */
export function DescriptionEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);

  const apply = (kind: 'bold' | 'italic' | 'list' | 'link') => {
    const el = ref.current;
    if (!el) return;
    const { selectionStart: a, selectionEnd: b } = el;
    const selected = value.slice(a, b);
    let insert: string;
    let select: [number, number];
    if (kind === 'list') {
      const lines = (selected || '').split('\n');
      insert = lines.map((l) => (l.startsWith('- ') ? l : `- ${l}`)).join('\n');
      // A list is its own paragraph: start it on a fresh line.
      if (a > 0 && value[a - 1] !== '\n') insert = `\n\n${insert}`;
      select = [a + insert.length, a + insert.length];
    } else if (kind === 'link') {
      const text = selected || T.linkText;
      insert = `[${text}](https://)`;
      const urlStart = a + text.length + 3;
      select = [urlStart, urlStart + 'https://'.length];
    } else {
      const mark = kind === 'bold' ? '**' : '_';
      insert = `${mark}${selected}${mark}`;
      select = selected ? [a, a + insert.length] : [a + mark.length, a + mark.length];
    }
    onChange(value.slice(0, a) + insert + value.slice(b));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(select[0], select[1]);
    });
  };

  const tools = [
    { kind: 'bold', label: T.bold, icon: Bold },
    { kind: 'italic', label: T.italic, icon: Italic },
    { kind: 'list', label: T.list, icon: List },
    { kind: 'link', label: T.link, icon: Link2 },
  ] as const;

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {T.description}
      </label>
      <div
        className={cn(
          'mt-1.5 overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-orange-600 focus-within:ring-2 focus-within:ring-orange-600/25',
          error ? 'border-red-600' : 'border-stone-300',
        )}
      >
        <div role="toolbar" aria-label={T.formatting} className="flex gap-1 border-b border-stone-200 bg-stone-50 p-1">
          {tools.map((t) => (
            <button
              key={t.kind}
              type="button"
              aria-label={t.label}
              title={t.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => apply(t.kind)}
              className="inline-flex size-9 items-center justify-center rounded-lg text-stone-700 outline-none hover:bg-stone-200 focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <t.icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
        <textarea
          id={id}
          ref={ref}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          rows={8}
          className="block min-h-40 w-full resize-y border-0 px-3.5 py-3 text-base text-stone-900 outline-none placeholder:text-stone-400"
        />
      </div>
      <Message id={`${id}-msg`} error={error} hint={T.descriptionHint} />
    </div>
  );
}
