// Prerendering runs the host's code in Node: stylesheets and images are webpack's business, so in
// Node a CSS import is nothing and an image is its file name (only signed-in screens show images).
// Both module systems are covered: ESM imports (loader hooks) and CommonJS requires.
import Module, { register } from 'node:module';
import { basename } from 'node:path';

register('./asset-hooks.mjs', import.meta.url);

const extensions = Module._extensions;
extensions['.css'] = (module) => {
  module.exports = {};
};
for (const ext of ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.ico']) {
  extensions[ext] = (module, filename) => {
    module.exports = { __esModule: true, default: `/assets/${basename(filename)}` };
  };
}
