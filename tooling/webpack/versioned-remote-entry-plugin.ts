import { createHash } from 'node:crypto';
import type { Compiler } from 'webpack';

export type VersionedRemoteEntryOptions = {
  /** The remote's entry file (the federation plugin's `filename`). */
  entry?: string;
  /** The manifest the host reads first (the federation plugin's `manifest.fileName`). */
  manifest?: string;
};

/**
 * Points the remote's manifest at `remoteEntry.js?v=<hash of its content>`. The file keeps its
 * name (deployments, nginx and the API serve and check it as is), but the URL the host loads
 * changes with every new build, so the service worker may keep it cache-first like a hashed
 * chunk: the manifest, always from the network, is what says a remote was redeployed.
 */
export class VersionedRemoteEntryPlugin {
  private readonly entry: string;
  private readonly manifest: string;

  constructor(options: VersionedRemoteEntryOptions = {}) {
    this.entry = options.entry ?? 'remoteEntry.js';
    this.manifest = options.manifest ?? 'mf-manifest.json';
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionedRemoteEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin wrote the manifest (OPTIMIZE_TRANSFER) and every hash is final.
        { name: 'VersionedRemoteEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.getAsset(this.entry);
          const manifest = compilation.getAsset(this.manifest);
          if (!entry || !manifest) return;
          const version = createHash('sha256').update(entry.source.buffer()).digest('hex').slice(0, 8);
          const json = JSON.parse(manifest.source.source().toString()) as {
            metaData: { remoteEntry: { name: string } };
          };
          json.metaData.remoteEntry.name = `${this.entry}?v=${version}`;
          compilation.updateAsset(this.manifest, new sources.RawSource(JSON.stringify(json, null, 2)));
        },
      );
    });
  }
}
