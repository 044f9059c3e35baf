import Ajv from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const schemaUrl = new URL('../vendor/compose-spec/compose-spec.json', import.meta.url);

export type ComposeService = {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { target?: number | string; published?: number | string })[];
  expose?: (string | number)[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  command?: string | string[];
};

export type ComposeFile = {
  name?: string;
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};

/**
 * Compose's interpolation (`${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`,
 * `$VAR`, `$$`), applied to every string, as `docker compose config` does before validating.
 */
export function interpolate<T>(value: T, env: Record<string, string | undefined> = {}): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (
        whole,
        braced: string | undefined,
        colon: string,
        operator: string,
        operand: string,
        bare: string | undefined,
      ) => {
        if (whole === '$$') return '$';
        const name = braced ?? bare!;
        const current = env[name];
        const missing = current === undefined || (colon === ':' && current === '');
        if (operator === '-') return missing ? operand : current!;
        if (operator === '?') {
          if (missing) throw new Error(`compose: required variable ${name} is missing: ${operand}`);
          return current!;
        }
        return current ?? '';
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)])) as T;
  }
  return value;
}

export function parseCompose(text: string, env: Record<string, string | undefined> = {}): ComposeFile {
  return interpolate(parse(text) as ComposeFile, env);
}

let validator: ReturnType<Ajv['compile']> | undefined;

/** Validates against the Compose Specification's JSON schema (draft-07); returns readable errors. */
export function schemaErrors(document: unknown): string[] {
  if (!validator) {
    // The schema names its meta-schema by the https address; Ajv knows draft-07 by the http one.
    // strictTypes is off because the upstream schema uses union types and untyped oneOf branches.
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
    ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
    validator = ajv.compile(JSON.parse(readFileSync(schemaUrl, 'utf8')) as object);
  }
  if (validator(document)) return [];
  return (validator.errors ?? []).map((error) => {
    const params = JSON.stringify(error.params);
    return `${error.instancePath || '/'} ${error.message ?? 'invalid'} ${params}`;
  });
}

export function environmentOf(service: ComposeService | undefined): Record<string, string> {
  const env = service?.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const [key, ...rest] = entry.split('=');
        return [key!, rest.join('=')];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

export function buildOf(service: ComposeService | undefined): { context: string; dockerfile: string } | undefined {
  const build = service?.build;
  if (build === undefined) return undefined;
  if (typeof build === 'string') return { context: build, dockerfile: 'Dockerfile' };
  return { context: build.context ?? '.', dockerfile: build.dockerfile ?? 'Dockerfile' };
}

/** Published -> target ports, from the short (`"8080:8080"`, `"127.0.0.1:8080:80/tcp"`) and long forms. */
export function publishedPorts(service: ComposeService | undefined): { published: string; target: string }[] {
  return (service?.ports ?? []).map((port) => {
    if (typeof port === 'object') return { published: String(port.published ?? ''), target: String(port.target ?? '') };
    const parts = String(port)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    const target = parts[parts.length - 1] ?? '';
    const published = parts.length >= 2 ? parts[parts.length - 2]! : '';
    return { published, target };
  });
}

export function bindMounts(service: ComposeService | undefined): { source: string; target: string }[] {
  return (service?.volumes ?? []).flatMap((volume) => {
    if (typeof volume === 'object') {
      return volume.type === 'bind' && volume.source && volume.target
        ? [{ source: volume.source, target: volume.target }]
        : [];
    }
    const [source, target] = volume.split(':');
    if (!source || !target || !/^[./~]/.test(source)) return [];
    return [{ source, target }];
  });
}

export function dependsOn(service: ComposeService | undefined): Record<string, string> {
  const depends = service?.depends_on;
  if (!depends) return {};
  if (Array.isArray(depends)) return Object.fromEntries(depends.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(depends).map(([name, spec]) => [name, spec.condition ?? 'service_started']));
}
