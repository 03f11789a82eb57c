export type BrowserPurpose = 'tests' | 'lighthouse';

export declare const DEBIAN_PACKAGES: string[];

export declare function debianBrowsers(binDir?: string): { full: string; headlessShell: string };

export declare function browserFor(
  purpose: BrowserPurpose,
  opts?: { env?: NodeJS.ProcessEnv; binDir?: string },
): string;

export type EnsureResult = { ok: true; browser: string } | { ok: false; message: string };

export declare function ensureChromium(
  purpose?: BrowserPurpose,
  opts?: { env?: NodeJS.ProcessEnv; binDir?: string; uid?: number; log?: (line: string) => void },
): EnsureResult;

export declare function requireChromium(purpose?: BrowserPurpose): string;
