import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. One interface so a cloud bucket can replace the local folder
 * without touching the modules that upload; today files sit under DATA_DIR/uploads and the
 * server itself serves them under /uploads/.
 */
export interface FileStorage {
  /** Stores `data` under a new, unguessable name in `folder`; returns its public path. */
  put(folder: StorageFolder, data: Buffer, extension: 'webp'): Promise<string>;
  /** Removes a file by the public path `put` returned; unknown or foreign paths are ignored. */
  remove(publicPath: string | null | undefined): Promise<void>;
}

export const STORAGE_FOLDERS = ['logos', 'avatars', 'events'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export const UPLOADS_PREFIX = '/uploads/';
const NAME = /^\/uploads\/(logos|avatars|events)\/([A-Za-z0-9_-]{16,64}\.webp)$/;

/** Files in a local folder (`root`), served by the app under /uploads/. */
export function localFileStorage(root: string): FileStorage {
  return {
    async put(folder, data, extension) {
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      // Written aside, then renamed: a reader never sees half a file.
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, path.join(dir, name));
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      const m = publicPath ? NAME.exec(publicPath) : null;
      if (!m) return;
      await rm(path.join(root, m[1]!, m[2]!), { force: true });
    },
  };
}
