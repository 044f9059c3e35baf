/** A Dockerfile reader: stages, instructions with their flags, COPY sources and destinations. */

export type Instruction = {
  keyword: string;
  /** `--from=build`, `--chown=node:node`, ... as a map. */
  flags: Record<string, string>;
  /** Arguments after the flags: the exec form's JSON array items, or words of the shell form. */
  args: string[];
  /** Everything after the keyword, flags included, as written (continuations joined). */
  raw: string;
  line: number;
};

export type Stage = {
  image: string;
  name?: string;
  instructions: Instruction[];
};

export function parseDockerfile(text: string): Stage[] {
  const logical: { text: string; line: number }[] = [];
  let current = '';
  let start = 0;
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.replace(/\r$/, '');
    if (current === '' && /^\s*(#|$)/.test(line)) return;
    if (current !== '' && /^\s*#/.test(line)) return;
    if (current === '') start = index + 1;
    if (/\\\s*$/.test(line)) {
      current += line.replace(/\\\s*$/, ' ');
    } else {
      current += line;
      logical.push({ text: current.trim(), line: start });
      current = '';
    }
  });
  if (current.trim()) logical.push({ text: current.trim(), line: start });

  const stages: Stage[] = [];
  for (const { text: entry, line } of logical) {
    const match = /^(\S+)\s*(.*)$/s.exec(entry);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const raw = match[2] ?? '';
    const flags: Record<string, string> = {};
    let rest = raw;
    for (;;) {
      const flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest);
      if (!flag) break;
      flags[flag[1]!] = flag[2] ?? 'true';
      rest = rest.slice(flag[0].length);
    }
    let args: string[];
    if (rest.trim().startsWith('[')) {
      try {
        args = JSON.parse(rest) as string[];
      } catch {
        args = rest.split(/\s+/).filter(Boolean);
      }
    } else {
      args = rest.split(/\s+/).filter(Boolean);
    }
    if (keyword === 'FROM') {
      const asIndex = args.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({
        image: args[0] ?? '',
        ...(asIndex >= 0 && args[asIndex + 1] ? { name: args[asIndex + 1] } : {}),
        instructions: [],
      });
      continue;
    }
    const stage = stages[stages.length - 1];
    if (!stage) continue; // ARG before FROM
    stage.instructions.push({ keyword, flags, args, raw, line });
  }
  return stages;
}

export type CopyEntry = { sources: string[]; destination: string; from?: string; line: number };

export function copies(stage: Stage): CopyEntry[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY' || instruction.keyword === 'ADD')
    .map((instruction) => ({
      sources: instruction.args.slice(0, -1),
      destination: instruction.args[instruction.args.length - 1] ?? '',
      ...(instruction.flags.from ? { from: instruction.flags.from } : {}),
      line: instruction.line,
    }));
}

/** Runs of a stage as text (`RUN a && b`), for looking for commands. */
export function runs(stage: Stage): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === 'RUN');
}

/** The last ENV value of `name` in a stage (both `ENV a=b c=d` and `ENV a b`). */
export function envOf(stage: Stage, name: string): string | undefined {
  let value: string | undefined;
  for (const instruction of stage.instructions) {
    if (instruction.keyword !== 'ENV') continue;
    const legacy = /^(\S+)\s+([^=]*)$/.exec(instruction.raw.trim());
    if (legacy && !instruction.raw.includes('=')) {
      if (legacy[1] === name) value = legacy[2];
      continue;
    }
    for (const word of instruction.args) {
      const [key, ...rest] = word.split('=');
      if (key === name) value = rest.join('=').replace(/^"(.*)"$/, '$1');
    }
  }
  return value;
}

/**
 * The files of a stage's image that come from the build context: container path -> context path.
 * A source ending in `/` (a folder) maps as a prefix.
 */
export function contextFiles(stage: Stage): { container: string; context: string; folder: boolean }[] {
  const out: { container: string; context: string; folder: boolean }[] = [];
  let workdir = '/';
  for (const instruction of stage.instructions) {
    if (instruction.keyword === 'WORKDIR') workdir = instruction.args[0] ?? workdir;
    if (instruction.keyword !== 'COPY' || instruction.flags.from) continue;
    const sources = instruction.args.slice(0, -1);
    let destination = instruction.args[instruction.args.length - 1] ?? '';
    if (!destination.startsWith('/')) destination = `${workdir.replace(/\/$/, '')}/${destination}`;
    for (const source of sources) {
      const folder = source.endsWith('/') || source === '.';
      if (folder) {
        out.push({ container: destination.replace(/\/?$/, '/'), context: source.replace(/\/?$/, '/'), folder });
      } else if (destination.endsWith('/')) {
        out.push({ container: destination + source.split('/').pop(), context: source, folder });
      } else {
        out.push({ container: destination, context: source, folder });
      }
    }
  }
  return out;
}
