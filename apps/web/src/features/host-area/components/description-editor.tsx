import { Bold, Italic, Link2, List } from 'lucide-react';
import { useId, useRef } from 'react';
import { FieldMessage } from '@/components/form/fields';
import { cn } from '@/lib/cn';
import { T } from '../texts';

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
      <FieldMessage id={`${id}-msg`} error={error} hint={T.descriptionHint} />
    </div>
  );
}
