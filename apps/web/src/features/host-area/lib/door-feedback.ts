import type { TCheckInOutcome } from '@tribe/contracts/host-area';

/** The three tones of a door's answer: go, look again, stop. */
export type TTone = 'good' | 'warn' | 'bad';

export const toneOf = (outcome: TCheckInOutcome): TTone =>
  outcome === 'valid' ? 'good' : outcome === 'already_checked_in' || outcome === 'wrong_date' ? 'warn' : 'bad';

const VIBRATION: Record<TTone, number[]> = { good: [80], warn: [120, 80, 120], bad: [400] };
const BEEPS: Record<TTone, { hz: number; ms: number }[]> = {
  good: [{ hz: 880, ms: 120 }],
  warn: [
    { hz: 520, ms: 120 },
    { hz: 520, ms: 120 },
  ],
  bad: [{ hz: 220, ms: 450 }],
};

let audio: AudioContext | null = null;

/**
 * A buzz and a beep where the device can (many phones mute web audio until the page was
 * touched, and iOS has no vibration): the volunteer hears the answer without reading it.
 */
export function signal(tone: TTone): void {
  try {
    navigator.vibrate?.(VIBRATION[tone]);
  } catch {
    // Not allowed here: the screen still says it.
  }
  try {
    const Ctx = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    let at = audio.currentTime;
    for (const { hz, ms } of BEEPS[tone]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + ms / 1000);
      at += ms / 1000 + 0.06;
    }
  } catch {
    // No sound: the screen still says it.
  }
}

const DEVICE_KEY = 'checkInDeviceId';

/** This device's id in sync requests (so the server can tell doors apart). */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID?.() ?? `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'unknown-device';
  }
}
