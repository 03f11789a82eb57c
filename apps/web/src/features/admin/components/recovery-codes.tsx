import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SIGN_IN_TEXT as S } from '../texts-sign-in';

/** Recovery codes shown once: a grid, with copy and download. */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div>
      <ul
        aria-label={S.codes.title}
        className="grid grid-cols-2 gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4 font-mono text-base text-stone-900"
      >
        {codes.map((c) => (
          <li key={c} className="text-center tracking-wider">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Button
          type="button"
          variant="outline"
          className="flex-1"
          onClick={async () => {
            await navigator.clipboard?.writeText(text).catch(() => undefined);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          }}
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? S.codes.copied : S.codes.copy}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="flex-1"
          onClick={() => {
            const url = URL.createObjectURL(
              new Blob([S.codes.fileHeading(email) + text + '\n'], { type: 'text/plain' }),
            );
            const a = document.createElement('a');
            a.href = url;
            a.download = S.codes.fileName;
            a.click();
            URL.revokeObjectURL(url);
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {S.codes.download}
        </Button>
      </div>
    </div>
  );
}
