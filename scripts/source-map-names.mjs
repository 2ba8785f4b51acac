// A sampled function's origin through the build's source maps, for the job feed benchmark's `--trace`
// (scripts/bench-job-feed-trace.mjs): a chunk's map (Turbopack's, version 3, one per chunk) is fetched
// from the address its last line names, and a frame's position read as the original module (a
// package, or our file) and function.

const BASE64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** A source map's `mappings`, per generated line: [column, source, line, column, name] segments. */
export function decodeMappings(mappings) {
  const state = [0, 0, 0, 0];
  return mappings.split(';').map((text) => {
    let column = 0;
    const segments = [];
    for (const part of text ? text.split(',') : []) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of part) {
        const digit = BASE64[char];
        value += (digit & 31) * 2 ** shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value % 2 ? -(value - 1) / 2 : value / 2);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length < 4) continue;
      for (let index = 1; index < values.length; index += 1) state[index - 1] += values[index];
      segments.push([column, state[0], state[1], state[2], values.length === 5 ? state[3] : -1]);
    }
    return segments;
  });
}

/** A function's name read off its original line: `function name(`, `name = (`, `name: function`, `name(`. */
function nameOnLine(text) {
  const match =
    /function\s*\*?\s*([\w$]+)/.exec(text) ??
    /([\w$]+)\s*[=:]\s*(?:async\s*)?(?:function|\(|[\w$]+\s*=>)/.exec(text) ??
    /^\s*(?:async\s+|static\s+|get\s+|set\s+)*([\w$]+)\s*\(/.exec(text);
  return match?.[1] ?? null;
}

/** Where a sampled function comes from: its package or our file, and its name, through the chunk's source map. */
export function createSymbolizer() {
  const maps = new Map();
  const load = async (url) => {
    if (maps.has(url)) return;
    maps.set(url, null);
    try {
      // The map's name is the script's last line (Turbopack names it before the chunk is renamed).
      const script = await (await fetch(url)).text();
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script);
      if (!named) return;
      const response = await fetch(new URL(named[1], url));
      if (!response.ok) return;
      const map = await response.json();
      maps.set(url, { ...map, lines: decodeMappings(map.mappings) });
    } catch {
      // No map: the frame keeps the chunk's name.
    }
  };
  const symbolize = (frame) => {
    const { url, functionName, lineNumber, columnNumber } = frame;
    if (!url) return { module: functionName || '(native)', name: functionName, native: true };
    const map = maps.get(url);
    const segments = map?.lines[lineNumber];
    let found = null;
    for (const segment of segments ?? []) {
      if (segment[0] > columnNumber) break;
      found = segment;
    }
    if (!found) return { module: url.split('/').pop(), name: functionName || '(anonymous)' };
    const source = map.sources[found[1]].replace(/^turbopack:\/\/\/(\[project\]\/)?/, '');
    const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    const line = map.sourcesContent?.[found[1]]?.split('\n')[found[2]] ?? '';
    const name = (found[4] >= 0 ? map.names[found[4]] : null) ?? nameOnLine(line.slice(found[3])) ?? nameOnLine(line);
    return { module: packagePath ? packagePath[1] : source, name: name ?? functionName ?? '(anonymous)' };
  };
  return { load, symbolize };
}
