import { createInterface } from 'node:readline';

/**
 * A secret from standard input: typed at a prompt that does not echo it, or piped in (the first line).
 * Never from the command line, where the shell history and the process list would keep it.
 */
export async function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write(prompt);
  const lines = createInterface({ input, terminal: true });
  // Keystrokes are not echoed: the interface's own output is muted while the line is read.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const line = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  process.stdout.write('\n');
  return line;
}
