// The types of ./compile-hints.mjs (a plain Node script), for its test.
export const COMPILE_HINT: string;
export function firstLoadScripts(buildManifest: { pages: Record<string, string[]> }): string[];
export function withCompileHint(source: string): string | null;
interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: unknown }[];
  [key: string]: unknown;
}
export function shiftedMap<Map extends SourceMap>(map: Map): Map;
