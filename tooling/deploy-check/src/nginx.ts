/**
 * Just enough of nginx to check our configuration files without an nginx binary: a parser, the
 * location selection algorithm, `map` evaluation, add_header / proxy_set_header inheritance and a
 * small static-file simulation (root + try_files + return).
 */

export type Directive = {
  name: string;
  args: string[];
  block?: Directive[];
};

type Token = { value: string; quoted: boolean };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push({ value: c, quoted: false });
      i += 1;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && text[i + 1] === c) {
          value += c;
          i += 2;
        } else {
          value += text[i];
          i += 1;
        }
      }
      if (i >= text.length) throw new Error('nginx: unterminated string');
      i += 1;
      tokens.push({ value, quoted: true });
    } else {
      let value = '';
      while (i < text.length && !/[\s;{}]/.test(text[i]!)) {
        value += text[i];
        i += 1;
      }
      tokens.push({ value, quoted: false });
    }
  }
  return tokens;
}

export type IncludeResolver = (path: string) => string | undefined;

/** Parses an nginx configuration; `include` lines are inlined through `resolveInclude`. */
export function parseNginx(text: string, resolveInclude?: IncludeResolver): Directive[] {
  const tokens = tokenize(text);
  let position = 0;

  function parseBlock(nested: boolean): Directive[] {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position]!;
      position += 1;
      if (!token.quoted && token.value === ';') {
        if (words.length === 0) throw new Error('nginx: empty directive');
        const [name, ...args] = words;
        if (name === 'include' && resolveInclude) {
          const included = resolveInclude(args[0] ?? '');
          if (included === undefined) throw new Error(`nginx: include not found: ${args[0]}`);
          directives.push(...parseNginx(included, resolveInclude));
        } else {
          directives.push({ name: name!, args });
        }
        words = [];
      } else if (!token.quoted && token.value === '{') {
        const [name, ...args] = words;
        if (!name) throw new Error('nginx: block without a name');
        directives.push({ name, args, block: parseBlock(true) });
        words = [];
      } else if (!token.quoted && token.value === '}') {
        if (!nested) throw new Error('nginx: unexpected }');
        if (words.length) throw new Error(`nginx: missing ; after ${words.join(' ')}`);
        return directives;
      } else {
        words.push(token.value);
      }
    }
    if (nested) throw new Error('nginx: missing }');
    if (words.length) throw new Error(`nginx: missing ; after ${words.join(' ')}`);
    return directives;
  }

  return parseBlock(false);
}

export function all(block: Directive[] | undefined, name: string): Directive[] {
  return (block ?? []).filter((directive) => directive.name === name);
}

export function first(block: Directive[] | undefined, name: string): Directive | undefined {
  return all(block, name)[0];
}

/** An nginx (PCRE) regular expression as a JavaScript one; ours use nothing JS lacks. */
export function nginxRegex(source: string, caseInsensitive: boolean): RegExp {
  return new RegExp(source, caseInsensitive ? 'i' : '');
}

/** nginx's location selection: `=`, longest prefix (`^~` stops), regexes in order, prefix. */
export function selectLocation(server: Directive[], uri: string): Directive | undefined {
  const locations = all(server, 'location');
  let longest: Directive | undefined;
  let longestLength = -1;
  for (const location of locations) {
    const [modifier, pattern] = location.args;
    if (modifier === '=' && pattern === uri) return location;
    const prefix = location.args.length === 1 ? modifier : modifier === '^~' ? pattern : undefined;
    if (prefix !== undefined && uri.startsWith(prefix) && prefix.length > longestLength) {
      longest = location;
      longestLength = prefix.length;
    }
  }
  if (longest && longest.args[0] === '^~') return longest;
  for (const location of locations) {
    const [modifier, pattern] = location.args;
    if ((modifier === '~' || modifier === '~*') && pattern !== undefined) {
      if (nginxRegex(pattern, modifier === '~*').test(uri)) return location;
    }
  }
  return longest;
}

/**
 * Directives that nginx inherits as a set (add_header, proxy_set_header): the innermost level
 * that declares any of them wins, outer levels are dropped.
 */
export function inherited(levels: (Directive[] | undefined)[], name: string): Directive[] {
  for (const level of [...levels].reverse()) {
    const found = all(level, name);
    if (found.length) return found;
  }
  return [];
}

/** Evaluates a `map $source $variable { ... }` for a value of $source. */
export function evaluateMap(map: Directive, value: string): string | undefined {
  let fallback: string | undefined;
  const entries = map.block ?? [];
  for (const entry of entries) {
    if (entry.name === 'default') fallback = entry.args[0];
    else if (!entry.name.startsWith('~') && entry.name === value) return entry.args[0];
  }
  for (const entry of entries) {
    if (entry.name.startsWith('~*')) {
      if (nginxRegex(entry.name.slice(2), true).test(value)) return entry.args[0];
    } else if (entry.name.startsWith('~')) {
      if (nginxRegex(entry.name.slice(1), false).test(value)) return entry.args[0];
    }
  }
  return fallback;
}

export type NginxConfig = {
  /** Top-level directives of every conf.d file, in load order (http context). */
  http: Directive[];
  servers: Directive[][];
};

export function loadConfig(files: string[], resolveInclude: IncludeResolver): NginxConfig {
  const http = files.flatMap((text) => parseNginx(text, resolveInclude));
  const servers = all(http, 'server').map((server) => server.block ?? []);
  return { http, servers };
}

function substituteVariables(value: string, variables: Record<string, string>, config: NginxConfig): string {
  return value.replace(/\$([a-zA-Z_][a-zA-Z0-9_]*)/g, (whole, name: string) => {
    if (name in variables) return variables[name]!;
    const map = all(config.http, 'map').find((candidate) => candidate.args[1] === `$${name}`);
    if (map) {
      const source = map.args[0]!.slice(1);
      // A map's value may itself name variables (another map): evaluate those too.
      return substituteVariables(evaluateMap(map, variables[source] ?? '') ?? '', variables, config);
    }
    return whole;
  });
}

export type Served = {
  status: number;
  /** The URI nginx finally answered for (after try_files' internal redirect). */
  uri: string;
  /** Path of the file sent, under the location's root. */
  file?: string;
  /** The file whose bytes go out: `file`, or its `.gz` sibling through gzip_static. */
  sent?: string;
  location?: Directive;
  headers: Record<string, string>;
};

/** A simple directive's value where it applies: the innermost level that sets it wins. */
export function innermost(levels: (Directive[] | undefined)[], name: string): Directive | undefined {
  for (const level of [...levels].reverse()) {
    const found = all(level, name).pop();
    if (found) return found;
  }
  return undefined;
}

/** Does an Accept-Encoding header accept gzip (a `q=0` refuses it)? */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * ngx_http_gzip_static_module: with `gzip_static on` and a `<file>.gz` beside the file, a client
 * that accepts gzip gets the .gz bytes with `Content-Encoding: gzip`; with `gzip_vary on`, every
 * answer for such a file says `Vary: Accept-Encoding` (compressed or not).
 */
function applyGzipStatic(
  config: NginxConfig,
  server: Directive[],
  served: Served,
  files: Set<string>,
  acceptEncoding: string | undefined,
): Served {
  const levels = [config.http, server, served.location?.block];
  const mode = innermost(levels, 'gzip_static')?.args[0];
  if ((mode !== 'on' && mode !== 'always') || !served.file) return served;
  const compressed = `${served.file}.gz`;
  if (!files.has(compressed)) return served;
  const headers = { ...served.headers };
  if (innermost(levels, 'gzip_vary')?.args[0] === 'on') headers.vary = 'Accept-Encoding';
  if (mode === 'always' || acceptsGzip(acceptEncoding)) {
    headers['content-encoding'] = 'gzip';
    return { ...served, sent: compressed, headers };
  }
  return { ...served, headers };
}

export type ServeOptions = {
  /** The request's Accept-Encoding (gzip_static). */
  acceptEncoding?: string;
};

/**
 * What a static-file server block answers for GET `uri`, given the files under its roots
 * (`files` holds absolute paths inside the container, e.g. /usr/share/nginx/html/index.html).
 */
export function serveStatic(
  config: NginxConfig,
  server: Directive[],
  uri: string,
  files: Set<string>,
  method = 'GET',
  options: ServeOptions = {},
  redirects = 0,
  /** A named location (`try_files ... @name`) serves the same URI, not a location matched on it. */
  named?: Directive,
): Served {
  if (redirects > 10) throw new Error('nginx: redirect loop');
  const location = named ?? selectLocation(server, uri);
  const headersFor = (finalUri: string, status: number, ifBlock?: Directive[]): Record<string, string> => {
    const headers: Record<string, string> = {};
    const lines = inherited([server, location?.block, ifBlock], 'add_header');
    for (const line of lines) {
      const always = line.args[2] === 'always';
      if (!always && ![200, 201, 204, 206, 301, 302, 303, 304, 307, 308].includes(status)) continue;
      const value = substituteVariables(
        line.args[1] ?? '',
        { uri: finalUri, request_method: method, status: String(status) },
        config,
      );
      if (value !== '') headers[line.args[0]!.toLowerCase()] = value;
    }
    return headers;
  };
  const block = location?.block ?? [];

  for (const condition of all(block, 'if')) {
    const match = /^\(\$request_method$/.test(condition.args[0] ?? '') && condition.args[1] === '=';
    const expected = (condition.args[2] ?? '').replace(/\)$/, '');
    if (match && expected === method) {
      const ret = first(condition.block, 'return');
      if (ret) {
        const status = Number(ret.args[0]);
        return { status, uri, location, headers: headersFor(uri, status, condition.block) };
      }
    }
  }

  const ret = first(block, 'return');
  if (ret) {
    const status = Number(ret.args[0]);
    return { status, uri, location, headers: headersFor(uri, status) };
  }

  const root = (first(block, 'root') ?? first(server, 'root'))?.args[0] ?? '/etc/nginx/html';
  const index = (first(block, 'index') ?? first(server, 'index'))?.args ?? ['index.html'];
  const tryFiles = first(block, 'try_files')?.args ?? ['$uri', '$uri/'];
  const candidates = first(block, 'try_files') ? tryFiles.slice(0, -1) : tryFiles;
  for (const candidate of candidates) {
    const path = candidate.replace(/\$uri/g, uri);
    if (path.endsWith('/')) {
      for (const name of index) {
        if (files.has(`${root}${path}${name}`)) {
          return serveStatic(config, server, `${path}${name}`, files, method, options, redirects + 1);
        }
      }
    } else if (files.has(`${root}${path}`)) {
      const file = `${root}${path}`;
      const served: Served = { status: 200, uri: path, file, sent: file, location, headers: headersFor(path, 200) };
      return applyGzipStatic(config, server, served, files, options.acceptEncoding);
    }
  }
  const last = first(block, 'try_files') ? tryFiles[tryFiles.length - 1]! : '=404';
  if (last.startsWith('=')) {
    const status = Number(last.slice(1));
    return { status, uri, location, headers: headersFor(uri, status) };
  }
  if (last.startsWith('@')) {
    const target = all(server, 'location').find((candidate) => candidate.args[0] === last);
    if (!target) throw new Error(`nginx: try_files names ${last}, which no location defines`);
    return serveStatic(config, server, uri, files, method, options, redirects + 1, target);
  }
  return serveStatic(config, server, last.replace(/\$uri/g, uri), files, method, options, redirects + 1);
}

export type Proxied = {
  location?: Directive;
  /** `host:port` of the first server of the upstream, or of proxy_pass itself. */
  target?: string;
  /** The request URI as the upstream receives it. */
  upstreamUri?: string;
  status?: number;
  proxyHeaders: Record<string, string>;
  readTimeoutSeconds?: number;
};

function seconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value);
  if (!match) return undefined;
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * factor;
}

/** Where a reverse-proxy server block sends `uri`. */
export function proxyRoute(config: NginxConfig, server: Directive[], uri: string): Proxied {
  const location = selectLocation(server, uri);
  const block = location?.block ?? [];
  const proxyHeaders: Record<string, string> = {};
  for (const line of inherited([server, block], 'proxy_set_header')) {
    proxyHeaders[line.args[0]!.toLowerCase()] = line.args[1] ?? '';
  }
  const readTimeoutSeconds = seconds(
    (first(block, 'proxy_read_timeout') ?? first(server, 'proxy_read_timeout'))?.args[0],
  );
  const ret = first(block, 'return');
  if (ret) return { location, status: Number(ret.args[0]), proxyHeaders, readTimeoutSeconds };
  const pass = first(block, 'proxy_pass')?.args[0];
  if (!pass) return { location, proxyHeaders, readTimeoutSeconds };
  const match = /^https?:\/\/([^/]+)(\/.*)?$/.exec(pass);
  if (!match) return { location, proxyHeaders, readTimeoutSeconds };
  const [, hostPart, uriPart] = match;
  const upstream = all(config.http, 'upstream').find((candidate) => candidate.args[0] === hostPart);
  const target = upstream ? first(upstream.block, 'server')?.args[0] : hostPart;
  let upstreamUri = uri;
  const [modifier, pattern] = location?.args ?? [];
  const prefix = location?.args.length === 1 ? modifier : modifier === '^~' || modifier === '=' ? pattern : undefined;
  if (uriPart !== undefined && prefix !== undefined) upstreamUri = uriPart + uri.slice(prefix.length);
  return { location, target, upstreamUri, proxyHeaders, readTimeoutSeconds };
}
