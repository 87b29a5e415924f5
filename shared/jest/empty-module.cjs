// Plain CSS imported for its side effect: nothing to do in jsdom.
module.exports = {};
