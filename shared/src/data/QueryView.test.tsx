import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { PageHeadContext, type PageHead } from '../platform/server-render';
import { startTestI18n, WithI18n } from '../test-support';
import { QueryView } from './QueryView';

const failed = (error: unknown) => ({ isPending: false, isError: true, error, refetch: jest.fn() }) as unknown as UseQueryResult<string>;
const notFound = new ApiRequestError(404, [{ field: 'id', code: 'not_found', message: 'no such tournament' }], '/tournaments/9');

/** As the edge renders it: what the page tells the document's head. */
function renderForServer(query: UseQueryResult<string>) {
  const head: PageHead = {};
  render(
    <PageHeadContext.Provider value={{ report: (part) => Object.assign(head, part) }}>
      <QueryView query={query} errorText="The tournament did not load." notFoundText="There is no such tournament.">
        {(data) => <p>{data}</p>}
      </QueryView>
    </PageHeadContext.Provider>,
    { wrapper: WithI18n },
  );
  return head;
}

describe('QueryView with a not-found text', () => {
  beforeAll(startTestI18n);

  it("shows it, with no retry, when the API says the address's item does not exist, and tells the server render", () => {
    const head = renderForServer(failed(notFound));
    expect(screen.getByText('There is no such tournament.')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull(); // asking again would get the same answer
    expect(head.notFound).toBe(true);
  });

  it('keeps the error with its retry for any other failure, and the page is not a 404', () => {
    const head = renderForServer(failed(new ApiRequestError(503, [], '/tournaments/9')));
    expect(screen.getByText('The tournament did not load.')).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
    expect(head.notFound).toBeUndefined();
  });
});
