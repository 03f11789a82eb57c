import * as Dialog from 'radix-ui/dialog';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/**
 * A confirmation that asks for a few words (a take-down's reason, a report's note): the confirm
 * button stays disabled until `minLength` characters are typed.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  text,
  label,
  hint,
  confirm,
  cancel,
  minLength,
  destructive,
  error,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  label: string;
  hint?: string;
  confirm: string;
  cancel: string;
  minLength: number;
  destructive?: boolean;
  error?: string | undefined;
  busy?: boolean;
  onConfirm: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  const id = useId();
  useEffect(() => {
    if (open) setValue('');
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim().length >= minLength) onConfirm(value.trim());
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          {...(text ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <Dialog.Title className="text-xl font-bold tracking-tight text-stone-900">{title}</Dialog.Title>
          {text && <Dialog.Description className="mt-2 text-stone-600">{text}</Dialog.Description>}
          <form onSubmit={submit} className="mt-5 grid gap-4">
            <div>
              <label htmlFor={id} className="text-sm font-semibold text-stone-800">
                {label}
              </label>
              <textarea
                id={id}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                maxLength={1000}
                aria-describedby={hint ? `${id}-hint` : undefined}
                className={cn(inputClass, 'mt-1.5 min-h-28 border-stone-300 py-3')}
              />
              {hint && (
                <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
                  {hint}
                </p>
              )}
            </div>
            <FormAlert>{error}</FormAlert>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {cancel}
              </Button>
              <Button
                type="submit"
                variant={destructive ? 'destructive' : 'primary'}
                disabled={busy || value.trim().length < minLength}
              >
                {confirm}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
