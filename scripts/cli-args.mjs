// A benchmark's command line: `--name value` options and `--build name=where` pairs (side-by-side builds).

/** The value after `--name`, or the fallback. */
export const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};

/** Every `--build name=origin`, in order; refused when none is given (`example` says how). */
export function namedBuilds(example) {
  const builds = process.argv
    .flatMap((value, index, all) => (all[index - 1] === '--build' ? [value.split('=')] : []))
    .map(([name, origin]) => ({ name, origin }));
  if (!builds.length) throw new Error(`name the builds: ${example}`);
  return builds;
}
