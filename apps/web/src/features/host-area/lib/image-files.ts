import { EVENT_IMAGE_MAX_BYTES, sniffImageKind } from '@tribe/contracts/event-images';

/** The first bytes of a file (FileReader where Blob.arrayBuffer is missing). */
function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The server's first checks, made before sending anything: too big, or not a JPEG, PNG or WebP
 * by its bytes (the same signature check as the server, so a photo named .txt passes and text
 * named .jpg does not). Decoding problems are still the server's to find.
 */
export async function imageFileProblem(file: File): Promise<'too_big' | 'not_picture' | null> {
  if (file.size > EVENT_IMAGE_MAX_BYTES) return 'too_big';
  try {
    return sniffImageKind(await readHead(file, 12)) ? null : 'not_picture';
  } catch {
    return 'not_picture';
  }
}

/**
 * Pictures chosen on a new event wait here while the form saves its draft and moves to the
 * event's edit address, where the images section picks them up and sends them.
 */
const waiting = new Map<number, File[]>();

export function handOverImages(eventId: number, files: File[]): void {
  waiting.set(eventId, [...(waiting.get(eventId) ?? []), ...files]);
}

export function takeHandedOverImages(eventId: number): File[] {
  const files = waiting.get(eventId) ?? [];
  waiting.delete(eventId);
  return files;
}
