import { parse as parseYaml } from 'yaml';
import { contextFiles, copies, envOf, parseDockerfile, runs, type Stage } from './dockerfile.ts';
import { dockerignore } from './dockerignore.ts';
import { packageName, remotes, workspaceClosure, workspacePackages, type Repo } from './repo.ts';
import { node20 } from './compose-checks.ts';

// ---------------------------------------------------------------------------------------------
// Dockerfiles

/** Writes the .br/.gz siblings of a built app (the same step as `pnpm build`). */
export const PRECOMPRESS_SCRIPT = 'scripts/lib/precompress.mjs';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Is `path` (relative to the context) in the stage's files before instruction number `before`? */
function copiedBefore(stage: Stage, path: string, before: number): boolean {
  const partial: Stage = { ...stage, instructions: stage.instructions.slice(0, before) };
  return contextFiles(partial).some((entry) => {
    const context = entry.context.replace(/^\.\//, '');
    if (context === './' || context === '.') return true;
    return entry.folder ? path.startsWith(context) || `${path}/` === context : path === context;
  });
}

export function dockerfileProblems(
  repo: Repo,
  service: string,
  dir: string,
  kind: 'host' | 'remote' | 'api',
): string[] {
  const path = `${dir}/Dockerfile`;
  if (!repo.exists(path)) return [`${path} does not exist`];
  const text = repo.read(path);
  const problems: string[] = [];
  const stages = parseDockerfile(text);
  const name = packageName(repo, dir);
  if (!name) problems.push(`${dir}/package.json has no name`);
  const ignored = dockerignore(repo.exists('.dockerignore') ? repo.read('.dockerignore') : '');
  const stageNames = stages.map((stage) => stage.name);

  if (stages.length < 2) problems.push(`${path}: must be multi-stage (build, then runtime)`);
  const build = stages[0];
  const runtime = stages[stages.length - 1];
  if (!build || !runtime) return [...problems, `${path}: no FROM`];

  // Every instruction, comments excluded.
  const instructionsText = stages
    .flatMap((stage) => stage.instructions.map((instruction) => `${instruction.keyword} ${instruction.raw}`))
    .join('\n');
  if (/\bcorepack\b/.test(instructionsText)) problems.push(`${path}: uses corepack (install pnpm with npm: DESIGN §7)`);

  if (!node20.test(build.image))
    problems.push(`${path}: the build stage must start FROM node:20-slim (or bookworm), not ${build.image}`);
  if (!runs(build).some((run) => /\bnpm\s+(?:i|install)\s+(?:-g|--global)\s+pnpm@12\.21\.0\b/.test(run.raw))) {
    problems.push(`${path}: the build stage must install pnpm with npm i -g pnpm@12.21.0`);
  }

  // COPY: sources in the context (not dropped by .dockerignore); --from names an earlier stage.
  stages.forEach((stage, index) => {
    for (const copy of copies(stage)) {
      if (copy.from !== undefined) {
        const earlier = stageNames.slice(0, index);
        if (!earlier.includes(copy.from) && !/^\d+$/.test(copy.from)) {
          problems.push(`${path}:${copy.line}: COPY --from=${copy.from} names no earlier stage`);
        }
        continue;
      }
      for (const source of copy.sources) {
        const clean = source.replace(/^\.\//, '');
        if (/^https?:/.test(clean)) continue;
        const probe = clean.includes('*')
          ? clean.slice(0, clean.lastIndexOf('/', clean.indexOf('*')) + 1) || '.'
          : clean;
        if (!repo.exists(probe === '' ? '.' : probe))
          problems.push(`${path}:${copy.line}: COPY source ${source} does not exist`);
        else if (ignored(clean))
          problems.push(`${path}:${copy.line}: COPY source ${source} is excluded by .dockerignore`);
      }
    }
  });

  // One frozen, filtered install, after the manifests of everything it installs.
  const workspaceYaml = parseYaml(repo.read('pnpm-workspace.yaml')) as { packages?: string[] };
  const packages = workspacePackages(repo, workspaceYaml);
  const closure = workspaceClosure(repo, dir, packages);
  const installIndex = build.instructions.findIndex(
    (instruction) => instruction.keyword === 'RUN' && /\bpnpm\s+(?:i|install)\b/.test(instruction.raw),
  );
  if (installIndex < 0) {
    problems.push(`${path}: the build stage runs no pnpm install`);
  } else {
    const install = build.instructions[installIndex]!.raw;
    if (!/--frozen-lockfile\b/.test(install)) problems.push(`${path}: pnpm install must use --frozen-lockfile`);
    if (name && !new RegExp(`--filter[= ]+["']?${escapeRegex(name)}\\.\\.\\.`).test(install)) {
      problems.push(`${path}: pnpm install must use --filter ${name}...`);
    }
    for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
      if (!copiedBefore(build, file, installIndex)) problems.push(`${path}: ${file} is not copied before pnpm install`);
    }
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/package.json`, installIndex)) {
        problems.push(`${path}: ${folder}/package.json (a workspace dependency) is not copied before pnpm install`);
      }
    }
  }

  if (kind === 'api') {
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/src`, build.instructions.length))
        problems.push(`${path}: ${folder}/ sources are not copied`);
    }
    if (!node20.test(runtime.image))
      problems.push(`${path}: the runtime stage must be node:20-slim, not ${runtime.image}`);
    const user = runtime.instructions.filter((instruction) => instruction.keyword === 'USER').pop()?.args[0];
    if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`${path}: the API must run as a non-root USER`);
    const healthcheck = runtime.instructions.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    if (!healthcheck || !healthcheck.raw.includes('/healthz'))
      problems.push(`${path}: HEALTHCHECK on /healthz is missing`);
    // Production runs the compiled bundle with plain node (issue #23): no TypeScript runner at run time.
    const buildIndex = build.instructions.findIndex(
      (instruction) =>
        instruction.keyword === 'RUN' &&
        /\bpnpm\s+--filter[= ]+["']?@colabora\/api["']?\s+(?:run\s+)?build\b/.test(instruction.raw),
    );
    if (buildIndex < 0) problems.push(`${path}: the build stage must run pnpm --filter @colabora/api build`);
    else if (!copiedBefore(build, `${dir}/src`, buildIndex))
      problems.push(`${path}: ${dir}/ sources are not copied before the build`);
    const cmd = runtime.instructions.filter((instruction) => instruction.keyword === 'CMD').pop();
    const command = cmd?.args.join(' ') ?? '';
    if (!/^node\b.*\bapi\/dist\/server\.js$/.test(command))
      problems.push(`${path}: CMD must run the compiled API with node (node api/dist/server.js), not "${command}"`);
    if (/\btsx\b/.test(command)) problems.push(`${path}: CMD must not need tsx`);
    if (
      !copies(runtime).some(
        (copy) =>
          copy.from && stageNames.includes(copy.from) && copy.sources.some((source) => source.includes('api/dist')),
      )
    )
      problems.push(`${path}: the runtime stage must copy api/dist from the build stage`);
    // The node_modules the runtime gets come from a production install: tsx and the build tools stay out.
    const modulesFrom = copies(runtime)
      .filter((copy) => copy.from && copy.sources.some((source) => /^\/repo\/?$/.test(source)))
      .map((copy) => stages.find((stage) => stage.name === copy.from));
    if (
      !modulesFrom.length ||
      modulesFrom.some(
        (stage) => !stage || !runs(stage).some((run) => /\bpnpm\s+(?:i|install)\b.*--prod\b/.test(run.raw)),
      )
    )
      problems.push(`${path}: the runtime's node_modules must come from a pnpm install --prod (no tsx in the image)`);
    const manifest = JSON.parse(repo.read(`${dir}/package.json`)) as { dependencies?: Record<string, string> };
    if (manifest.dependencies?.tsx)
      problems.push(`${dir}/package.json: tsx must be a devDependency (the image runs compiled code)`);
    return problems;
  }

  // Apps: build with the workspace, serve dist/ with nginx.
  const buildIndex = build.instructions.findIndex(
    (instruction) =>
      instruction.keyword === 'RUN' &&
      name !== undefined &&
      new RegExp(`pnpm\\s+--filter[= ]+["']?${escapeRegex(name)}["']?\\s+(?:run\\s+)?build\\b`).test(instruction.raw),
  );
  if (buildIndex < 0) problems.push(`${path}: the build stage must run pnpm --filter ${name} build`);
  else {
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/src`, buildIndex) && !copiedBefore(build, `${folder}/index.ts`, buildIndex)) {
        problems.push(`${path}: ${folder}/ is not copied before the build`);
      }
    }
  }
  // The build's .gz siblings, which nginx's gzip_static sends (deploy/nginx/snippets/gzip.conf).
  const precompress = new RegExp(
    `\\bnode\\s+(?:\\./)?${escapeRegex(PRECOMPRESS_SCRIPT)}\\s+(?:\\./)?${escapeRegex(dir)}/dist/?(?:\\s|$)`,
  );
  const precompressIndex = build.instructions.findIndex(
    (instruction, index) => index >= buildIndex && instruction.keyword === 'RUN' && precompress.test(instruction.raw),
  );
  if (buildIndex >= 0 && precompressIndex < 0) {
    problems.push(
      `${path}: the build stage must compress ${dir}/dist after the build (node ${PRECOMPRESS_SCRIPT} ${dir}/dist)`,
    );
  } else if (precompressIndex >= 0 && !copiedBefore(build, PRECOMPRESS_SCRIPT, precompressIndex)) {
    problems.push(`${path}: ${PRECOMPRESS_SCRIPT} is not copied before it runs`);
  }
  if (runtime.image !== 'nginx:1.27-alpine')
    problems.push(`${path}: the runtime stage must be nginx:1.27-alpine, not ${runtime.image}`);
  const dist = copies(runtime).find(
    (copy) => copy.from && copy.sources.some((source) => new RegExp(`(^|/)${escapeRegex(dir)}/dist/?$`).test(source)),
  );
  if (!dist) problems.push(`${path}: the runtime stage must copy ${dir}/dist from the build stage`);
  else if (dist.destination.replace(/\/$/, '') !== '/usr/share/nginx/html')
    problems.push(`${path}: dist must land in /usr/share/nginx/html`);
  if (kind === 'remote') {
    // The release it replaces, kept beside it: old chunks still answer mid-session (remote.conf).
    const kept = copies(runtime).find(
      (copy) =>
        copy.from &&
        copy.from !== 'build' &&
        copy.sources.some((source) => source.replace(/\/$/, '') === '/usr/share/nginx/html') &&
        copy.destination.replace(/\/$/, '') === '/usr/share/nginx/previous',
    );
    if (!kept)
      problems.push(
        `${path}: the runtime stage must copy the previous release's /usr/share/nginx/html into /usr/share/nginx/previous`,
      );
    else if (!stages.find((stage) => stage.name === kept.from)?.image.includes('${PREVIOUS_RELEASE}'))
      problems.push(`${path}: the previous release's stage must be FROM \${PREVIOUS_RELEASE} (a build argument)`);
  }
  const conf = `deploy/nginx/${kind === 'host' ? 'host' : 'remote'}.conf`;
  if (
    !contextFiles(runtime).some(
      (entry) => entry.context === conf && entry.container === '/etc/nginx/conf.d/default.conf',
    )
  ) {
    problems.push(`${path}: must install ${conf} as /etc/nginx/conf.d/default.conf`);
  }
  if (kind === 'host') {
    if (!contextFiles(runtime).some((entry) => entry.container === '/etc/nginx/templates/remotes.json.template')) {
      problems.push(`${path}: must install the remotes.json template into /etc/nginx/templates/`);
    }
    if (!envOf(runtime, 'NGINX_ENVSUBST_OUTPUT_DIR'))
      problems.push(`${path}: must set NGINX_ENVSUBST_OUTPUT_DIR (where remotes.json is rendered)`);
    for (const remote of remotes) {
      if (!envOf(runtime, remote.env!)) problems.push(`${path}: must give ${remote.env} a default`);
    }
  }
  if (!runtime.instructions.some((instruction) => instruction.keyword === 'HEALTHCHECK'))
    problems.push(`${path}: no HEALTHCHECK`);
  void service;
  return problems;
}
