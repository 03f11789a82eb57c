import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ADMIN_TEXT } from '../texts';
import { ActionDialog, type ActionNote } from './action-dialog';

afterEach(cleanup);

function Harness({ note, onConfirm }: { note?: ActionNote; onConfirm: (note: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title="Suspend Savannah Sounds?"
        text="Its events stop selling."
        confirmLabel="Suspend"
        destructive
        {...(note ? { note } : {})}
        onConfirm={onConfirm}
      />
    </>
  );
}

const NOTE: ActionNote = { label: 'Reason', hint: 'The owner reads this.', minLength: 5 };

describe('ActionDialog', () => {
  it('keeps confirm disabled until the note is long enough, then runs the action with it trimmed and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness note={NOTE} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Suspend' });
    const field = screen.getByLabelText<HTMLTextAreaElement>('Reason');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('The owner reads this.');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: '  abcd  ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: '  Fraud reports  ' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledWith('Fraud reports');
  });

  it('shows a refusal in the dialog and stays open with the note kept; reopened, it starts empty', async () => {
    const refusal = new ApiError(409, '409', JSON.stringify({ code: 'conflict', message: 'Already suspended.' }));
    const onConfirm = vi.fn(() => Promise.reject(refusal));
    render(<Harness note={NOTE} onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fraud reports' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already suspended.');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(screen.getByLabelText('Reason')).toHaveProperty('value', 'Fraud reports');

    onConfirm.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ADMIN_TEXT.actionFailed));

    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(await screen.findByLabelText('Reason')).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for nothing when no note is wanted: confirm is ready at once and gets an empty note', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
