// remote-marketing's own webpack config, built into another folder (REDEPLOY_OUT) with one visible
// change: the Leads screen's title gains " · versão nova". A real rebuild, so every changed chunk
// gets a new content hash, as a team's next release would. Run with NODE_OPTIONS=--import=tsx.
const { join } = require('node:path');
const appConfig = require('../../../remote-marketing/webpack.config.ts').default;

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  const out = process.env.REDEPLOY_OUT;
  if (!out) throw new Error('REDEPLOY_OUT: a pasta de saída do build');
  config.output = { ...config.output, path: out };
  config.module.rules.unshift({
    test: /remote-marketing[\\/]src[\\/]routes[\\/]leads\.tsx$/,
    enforce: 'pre',
    use: [{ loader: join(__dirname, 'visible-change-loader.cjs') }],
  });
  return config;
};
