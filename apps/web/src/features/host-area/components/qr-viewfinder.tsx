import { Camera, CameraOff } from 'lucide-react';
import type QrScannerType from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { T } from '../texts';

/**
 * The library is fetched with this page only, when the camera starts (or ahead of that, so the
 * service worker has it for a start with no signal). It uses the browser's own BarcodeDetector
 * where there is one, else its worker (a separate chunk).
 */
export const loadQrScanner = () => import('qr-scanner').then((m) => m.default);

const REPEAT_MS = 3000;

/**
 * A big camera viewfinder that reads QR codes (qr-scanner, back camera first). The same code in
 * view is reported once every few seconds, not on every frame.
 */
export function QrViewfinder({ onScan, paused }: { onScan: (text: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScannerType | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const handler = useRef(onScan);
  const pausedRef = useRef(paused);
  const [state, setState] = useState<'idle' | 'starting' | 'on' | 'denied' | 'none'>('idle');

  useEffect(() => {
    handler.current = onScan;
    pausedRef.current = paused;
  });
  useEffect(() => () => scanner.current?.destroy(), []);

  const start = async () => {
    setState('starting');
    try {
      const QrScanner = await loadQrScanner();
      if (!(await QrScanner.hasCamera())) return setState('none');
      scanner.current ??= new QrScanner(
        video.current!,
        (result) => {
          const now = Date.now();
          if (pausedRef.current) return;
          if (last.current && last.current.text === result.data && now - last.current.at < REPEAT_MS) return;
          last.current = { text: result.data, at: now };
          handler.current(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 },
      );
      await scanner.current.start();
      setState('on');
    } catch {
      setState('denied');
    }
  };
  const stop = () => {
    scanner.current?.stop();
    setState('idle');
  };

  return (
    <div>
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-stone-900 sm:aspect-video">
        <video
          ref={video}
          aria-label={T.door.cameraLabel}
          muted
          playsInline
          className={state === 'on' ? 'size-full object-cover' : 'hidden'}
        />
        {state === 'on' && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-3xl border-4 border-white/80"
          />
        )}
        {state !== 'on' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-stone-100">
            {state === 'denied' || state === 'none' ? (
              <>
                <CameraOff aria-hidden="true" className="size-10" />
                <p role="alert">{state === 'none' ? T.door.noCamera : T.door.cameraDenied}</p>
              </>
            ) : (
              <Camera aria-hidden="true" className="size-12" />
            )}
            {state !== 'none' && (
              <Button size="lg" onClick={() => void start()} disabled={state === 'starting'}>
                {state === 'starting' ? T.door.startingCamera : T.door.startCamera}
              </Button>
            )}
          </div>
        )}
      </div>
      {state === 'on' && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={stop}>
          <CameraOff aria-hidden="true" className="size-4" />
          {T.door.stopCamera}
        </Button>
      )}
    </div>
  );
}
