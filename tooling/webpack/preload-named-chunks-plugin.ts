import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export type PreloadNamedChunksOptions = {
  /** Chunk names (splitChunks cache groups) whose files the document asks for at once. */
  chunks: string[];
};

/**
 * Adds `<link rel="preload">` to index.html, after main.js, for the named chunks every screen runs at start
 * (issue #25). Those chunks are asynchronous, so without this the browser learns of them only when
 * main.js has arrived and run its federation runtime: one more round trip on a phone before React
 * can start. The preloaded responses are what webpack's own script tags then use.
 */
export class PreloadNamedChunksPlugin {
  constructor(private readonly options: PreloadNamedChunksOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadNamedChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadNamedChunksPlugin', (groups) => {
        const publicPath =
          typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = this.options.chunks.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadNamedChunksPlugin: o chunk "${name}" não existe neste build.`);
          return [...chunk.files].filter((file) => /\.(?:js|css)$/.test(file));
        });
        // Stylesheets first: they block the first paint of what the scripts render.
        files.sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        // main.js first and at high priority: it sends the menu and /remotes.json requests, which
        // the screen waits on longer than on any chunk (a deferred script is otherwise fetched at
        // low priority, after the preloads).
        const entryScripts = groups.headTags.filter((tag) => tag.tagName === 'script');
        for (const script of entryScripts) script.attributes.fetchpriority = 'high';
        const others = groups.headTags.filter((tag) => tag.tagName !== 'script');
        groups.headTags = [...others, ...entryScripts, ...links];
        return groups;
      });
    });
  }
}
