import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message file: src/locales/<language>/<namespace>.json, ICU MessageFormat strings by key. */
const MESSAGE_FILE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;
const SUFFIX = '.compiled.js';

/** Messages by key; a key may group further keys (`errors.sold_out`). */
type Messages = { [key: string]: string | Messages };
type Compiled = { [key: string]: ReturnType<typeof compileMessage> | Compiled };

const compile = (messages: Messages): Compiled =>
  Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      typeof text === 'string' ? compileMessage(text) : compile(text),
    ]),
  );

/**
 * Message files are written in ICU MessageFormat and compiled here, at build time, into the
 * arrays src/i18n/texts.ts writes out (Lingui's compiled form), so the browser never loads a
 * message parser (decision 026).
 * A message that does not parse fails the build (and the test that imports it).
 */
export function compiledMessages(): Plugin {
  return {
    name: 'tribe:compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MESSAGE_FILE.test(resolved.id) ? resolved.id + SUFFIX : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
      return `export default ${JSON.stringify(compile(messages))};`;
    },
  };
}
