// jsdom, plus Node's own fetch classes: jsdom has no fetch, Request or Response, so a test could
// only replace the app's HTTP module. With these, tests fake the network itself (globalThis.fetch,
// see @colabora/shared/testing) and the app's real client, URLs and bodies run as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    const NodeRequest = globalThis.Request;
    // Browsers resolve '/api/x' against the page; Node's Request needs an absolute URL.
    class Request extends NodeRequest {
      constructor(input, init) {
        const absolute =
          typeof input === 'string' || input instanceof URL ? new URL(input, global.location.href) : input;
        super(absolute, init);
      }
    }
    Object.assign(global, {
      fetch: globalThis.fetch,
      Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      // ky hands its AbortSignal to Request, which accepts only Node's own.
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      structuredClone: globalThis.structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
