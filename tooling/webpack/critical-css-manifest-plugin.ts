import type { Compiler } from 'webpack';

export type CriticalCssManifestOptions = {
  /** Written into the output folder: a JSON list of stylesheet file names. */
  fileName: string;
  /** Stylesheets (source paths) a page rendered ahead of time needs before its first paint. */
  resources: RegExp[];
};

/**
 * Names the emitted CSS files that hold the given stylesheets. CSS normally arrives with the
 * JavaScript chunk that imports it; a page rendered at build time (host/scripts/prerender-acesso.tsx)
 * links these in its <head> instead, so its first paint already has its final layout.
 */
/**
 * The source file of a module. A stylesheet sits in a chunk as mini-css-extract's module, whose
 * identifier is the loader chain: 'css/mini-extract|…/css-loader/…!/path/app.css|0|||}}'.
 */
function sourceOf(module: { identifier(): string; resource?: string }): string {
  const raw = module.resource ?? module.identifier().split('!').pop()?.split('|')[0] ?? '';
  return raw.replaceAll('\\', '/');
}

export class CriticalCssManifestPlugin {
  constructor(private readonly options: CriticalCssManifestOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CriticalCssManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CriticalCssManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const byResource = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const css = [...chunk.files].find((file) => file.endsWith('.css'));
            if (!css) continue;
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = sourceOf(module);
              if (!resource || byResource.has(resource)) continue;
              if (this.options.resources.some((pattern) => pattern.test(resource))) byResource.set(resource, css);
            }
          }
          const files = [...new Set(byResource.values())].sort();
          compilation.emitAsset(this.options.fileName, new RawSource(`${JSON.stringify(files, null, 2)}\n`));
        },
      );
    });
  }
}
