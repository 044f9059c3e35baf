import type { Compiler } from 'webpack';

export type FirstRequestsManifestOptions = {
  /** Top-level route → URL templates (`FirstRequests` in @colabora/shared/contracts/first-requests). */
  firstRequests: Readonly<Record<string, readonly string[]>>;
  manifest?: string;
};

/**
 * Writes a remote's first requests into its manifest's metaData (`firstRequests`), where the host's
 * first script reads them to send a screen's first GETs beside the screen's code (issue #25).
 */
export class FirstRequestsManifestPlugin {
  constructor(private readonly options: FirstRequestsManifestOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const fileName = this.options.manifest ?? 'mf-manifest.json';
    compiler.hooks.thisCompilation.tap('FirstRequestsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin wrote the manifest (OPTIMIZE_TRANSFER).
        { name: 'FirstRequestsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(fileName);
          if (!manifest) return;
          const json = JSON.parse(manifest.source.source().toString()) as { metaData: Record<string, unknown> };
          json.metaData.firstRequests = this.options.firstRequests;
          compilation.updateAsset(fileName, new sources.RawSource(JSON.stringify(json, null, 2)));
        },
      );
    });
  }
}
