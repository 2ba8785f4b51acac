import { rmSync, writeFileSync } from 'node:fs';
import { ESLint, type Linter } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
let planted = 0;

/**
 * Plants `code` at a real path for a moment and lints it. The file's name gets this run's own number
 * before its extensions (`Planted.tsx` -> `Planted48213.tsx`, `x.test.ts` -> `x48214.test.ts`: the same case and place): test files plant in
 * parallel, and one removing another's file of the same name failed it (ENOENT).
 */
export async function lintPlanted(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const path = filePath.replace(/([^/.]+)(\.[^/]*)$/, `$1${process.pid}${(planted += 1)}$2`);
  writeFileSync(path, code);
  try {
    const [result] = await eslint.lintFiles([path]);
    return result?.messages ?? [];
  } finally {
    rmSync(path, { force: true });
  }
}

/** The ids of `rule`'s messages on `code` planted at `filePath` (empty when it stayed quiet). */
export async function ruleHits(filePath: string, code: string, rule: string): Promise<string[]> {
  return (await lintPlanted(filePath, code)).map((message) => message.ruleId ?? '').filter((id) => id === rule);
}

/** The lint configuration a file gets (its rules with their options). */
export async function lintConfigOf(filePath: string): Promise<{ rules: Record<string, unknown[]> }> {
  return (await eslint.calculateConfigForFile(filePath)) as { rules: Record<string, unknown[]> };
}
