import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository as the checks see it: real files, optionally with in-memory changes on top. */
export type Repo = {
  root: string;
  exists(path: string): boolean;
  isFolder(path: string): boolean;
  read(path: string): string;
};

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function diskRepo(root = repoRoot): Repo {
  return {
    root,
    exists: (path) => existsSync(join(root, path)),
    isFolder: (path) => existsSync(join(root, path)) && statSync(join(root, path)).isDirectory(),
    read: (path) => readFileSync(join(root, path), 'utf8'),
  };
}

/** `changes`: path -> new text, or null for a file that is gone. */
export function withChanges(base: Repo, changes: Record<string, string | null>): Repo {
  const clean = (path: string) => path.replace(/^\.\//, '').replace(/\/+$/, '');
  return {
    root: base.root,
    exists: (path) => {
      const key = clean(path);
      if (key in changes) return changes[key] !== null;
      return base.exists(path);
    },
    isFolder: (path) => base.isFolder(path),
    read: (path) => {
      const key = clean(path);
      if (key in changes) {
        const text = changes[key];
        if (text === null || text === undefined) throw new Error(`ENOENT: ${path}`);
        return text;
      }
      return base.read(path);
    },
  };
}

/** The apps of DESIGN §1 and where the one-URL layout (§6) mounts them. */
export type App = {
  service: string;
  dir: string;
  kind: 'host' | 'remote';
  /** Remotes: federation name, mount under the gateway, remotes.json variable. */
  federation?: string;
  mount?: string;
  env?: string;
};

export const remotes: App[] = ['pedidos', 'chat', 'admin', 'marketing'].map((name) => ({
  service: `remote-${name}`,
  dir: `remote-${name}`,
  kind: 'remote',
  federation: `remote_${name}`,
  mount: `/remotes/${name}/`,
  env: `REMOTE_${name.toUpperCase()}_URL`,
}));

export const hostApp: App = { service: 'host', dir: 'host', kind: 'host' };
export const apps: App[] = [hostApp, ...remotes];
export const api = { service: 'api', dir: 'api' };

export function packageName(repo: Repo, dir: string): string | undefined {
  try {
    return (JSON.parse(repo.read(`${dir}/package.json`)) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

type Manifest = { name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/** Workspace package name -> folder, from pnpm-workspace.yaml's `packages` (folders and `x/*`). */
export function workspacePackages(repo: Repo, workspaceYaml: { packages?: string[] }): Map<string, string> {
  const out = new Map<string, string>();
  for (const pattern of workspaceYaml.packages ?? []) {
    const folders = pattern.endsWith('/*')
      ? listFolders(repo, pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern];
    for (const folder of folders) {
      const name = packageName(repo, folder);
      if (name) out.set(name, folder);
    }
  }
  return out;
}

function listFolders(repo: Repo, dir: string): string[] {
  // Only real folders can hold packages; in-memory changes never add one.
  try {
    return readdirSync(join(repo.root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Folders of the workspace packages `dir` depends on through `workspace:`, transitively. */
export function workspaceClosure(repo: Repo, dir: string, packages: Map<string, string>): string[] {
  const seen = new Set<string>();
  const visit = (folder: string) => {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(repo.read(`${folder}/package.json`)) as Manifest;
    } catch {
      return;
    }
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (!range.startsWith('workspace:')) continue;
      const target = packages.get(name);
      if (target && !seen.has(target)) {
        seen.add(target);
        visit(target);
      }
    }
  };
  visit(dir);
  return [...seen];
}
