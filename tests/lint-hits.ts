import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** Plants `code` at a real path for a moment, lints it, and answers the ids of `rule`'s messages (empty when it stayed quiet). */
export async function ruleHits(filePath: string, code: string, rule: string): Promise<string[]> {
  writeFileSync(filePath, code);
  let results: ESLint.LintResult[];
  try {
    results = await eslint.lintFiles([filePath]);
  } finally {
    rmSync(filePath, { force: true });
  }
  return (results[0]?.messages ?? []).map((message) => message.ruleId ?? '').filter((id) => id === rule);
}

/** The lint configuration a file gets (its rules with their options). */
export async function lintConfigOf(filePath: string): Promise<{ rules: Record<string, unknown[]> }> {
  return (await eslint.calculateConfigForFile(filePath)) as { rules: Record<string, unknown[]> };
}
