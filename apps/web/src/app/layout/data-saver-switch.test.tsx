import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_SAVER_STORAGE_KEY } from '@/lib/data-saver';
import { DataSaverSwitch } from './data-saver-switch';
import { DATA_SAVER_TEXT } from './data-saver.texts';

afterEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('meta[name="save-data"]').forEach((m) => m.remove());
});

describe('the Data saver switch', () => {
  it('turns the saver on and off, remembered, with its explanation', () => {
    render(<DataSaverSwitch />);
    const toggle = screen.getByRole('switch', { name: DATA_SAVER_TEXT.label });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(DATA_SAVER_TEXT.explanation)).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(window.localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
  });

  it('shows on, and says why, when the page was asked for with Save-Data: on', () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'save-data', content: 'on' });
    document.head.append(meta);
    render(<DataSaverSwitch />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(new RegExp(DATA_SAVER_TEXT.automatic))).toBeTruthy();
  });
});
