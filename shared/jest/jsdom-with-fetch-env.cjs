// jsdom plus Node's fetch classes: react-router's data router builds Request objects for loaders, which jsdom lacks.
// AbortController comes from Node too, or Node's Request refuses jsdom's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
