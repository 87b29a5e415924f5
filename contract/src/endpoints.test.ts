import { defineEndpoint, ENDPOINTS, endpointPath } from './endpoints';

describe('the endpoint map', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(endpointPath('/pages/:slug', { slug: 'about us' })).toBe('/pages/about%20us');
    expect(() => endpointPath('/pages/:slug', {})).toThrow('missing path parameter "slug"');
  });

  it('names every path once with its method', () => {
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives each definition its own name, so a call carries everything the transport needs', () => {
    for (const [name, definition] of Object.entries(ENDPOINTS)) expect(definition.name).toBe(name);
    expect(ENDPOINTS['payments.currencies']).toEqual({ name: 'payments.currencies', method: 'GET', path: '/payment/currencies', root: true });
    expect(Object.isFrozen(ENDPOINTS['game.info'])).toBe(true);
  });

  it('lets a team declare an endpoint outside the map', () => {
    const offers = defineEndpoint<{ id: string }[]>({ name: 'promotions.offers', method: 'GET', path: '/offers' });
    expect(offers).toEqual({ name: 'promotions.offers', method: 'GET', path: '/offers' });
  });
});
