/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasIcon } from '@colabora/shared/ui';

// The icon set draws only the names it knows (an unknown name is a plain dot): every name the
// screens and the server's menu use must be in it. This reads them from the source itself.
const ROOT = join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function iconNamesIn(text: string): string[] {
  const patterns = [
    /\bicon="([a-z0-9_]+)"/g,
    /\bicon: '([a-z0-9_]+)'/g,
    /\bicon=\{'([a-z0-9_]+)'\}/g,
    /<Icon\b[^>]*?\bname="([a-z0-9_]+)"/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] as string));
}

describe('the icons the app uses', () => {
  it('are all drawn by the shared icon set', () => {
    const apps = ['host', 'remote-pedidos', 'remote-admin', 'remote-chat', 'remote-marketing'];
    const used = new Map<string, string>();
    for (const app of apps) {
      for (const file of sourceFiles(join(ROOT, app, 'src'))) {
        for (const name of iconNamesIn(readFileSync(file, 'utf8'))) used.set(name, file.slice(ROOT.length + 1));
      }
    }
    // The server menu's icons (migration data).
    const migrations = join(ROOT, 'api', 'migrations');
    for (const file of readdirSync(migrations)) {
      const sql = readFileSync(join(migrations, file), 'utf8');
      for (const match of sql.matchAll(/'([a-z0-9]+(?:_[a-z0-9]+)+|[a-z]+)',\s+'[^']*',\s+\d+\)/g)) {
        used.set(match[1] as string, `api/migrations/${file}`);
      }
    }
    const missing = [...used].filter(([name]) => !hasIcon(name)).map(([name, where]) => `${name} (${where})`);
    expect(used.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
