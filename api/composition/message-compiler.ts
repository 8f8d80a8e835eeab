import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessagesAtRuntime } from '../../i18n/catalog';

/**
 * The build compiles message catalogs; code run straight from source (`npm run dev`, the command-line
 * scripts) imports them as plain JSON, so the server compiles those messages itself.
 */
export function compileUncompiledMessages(): void {
  compileMessagesAtRuntime(compileMessage);
}
