/**
 * .dockerignore matching (the Go filepath.Match rules Docker uses, plus `**` and `!` exceptions):
 * the last matching line decides; a path is also excluded when one of its parent folders is.
 */
function toRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      i += 1;
      if (pattern[i + 1] === '/') {
        i += 1;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (c === '*') {
      source += '[^/]*';
    } else if (c === '?') {
      source += '[^/]';
    } else {
      source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { negated, regex: toRegex(pattern) };
    });
  const matches = (path: string): boolean => {
    let excluded = false;
    for (const rule of rules) if (rule.regex.test(path)) excluded = !rule.negated;
    return excluded;
  };
  return (path: string) => {
    const clean = path.replace(/^\.\//, '').replace(/\/+$/, '');
    if (clean === '' || clean === '.') return false;
    const parts = clean.split('/');
    for (let i = 1; i <= parts.length; i += 1) {
      if (matches(parts.slice(0, i).join('/'))) return true;
    }
    return false;
  };
}
