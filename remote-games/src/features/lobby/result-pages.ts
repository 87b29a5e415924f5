import { useState, useSyncExternalStore } from 'react';
import { notifyManager, QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LobbyFilters } from '../../shared/lobby-filters';
import { resultsPageQuery } from './lobby-api';

const pageObserver = (client: QueryClient, filters: LobbyFilters, page: number) => new QueryObserver(client, resultsPageQuery(filters, page));
export type ResultsPageResult = ReturnType<ReturnType<typeof pageObserver>['getCurrentResult']>;

interface PageWatch {
  subscribe: (onChange: () => void) => () => void;
  result: () => ResultsPageResult;
  refetch: () => void;
}

/**
 * The list's pages of results, one query observer per page for the whole list (issue 36 item 3). A tile used to mount
 * its own `useQuery` of its page: a new observer per tile, the page's key hashed and its options resolved again, and
 * its own timers, as a fling mounted a row every other frame, for 100 tiles that all read the same page. Now a tile
 * only listens to its page's one observer, which fetches the page when its first tile comes into view, as before.
 */
class ResultPages {
  private readonly pages = new Map<number, PageWatch>();

  constructor(
    private readonly client: QueryClient,
    private readonly filters: LobbyFilters,
  ) {}

  page(page: number): PageWatch {
    let watch = this.pages.get(page);
    if (!watch) {
      const observer = pageObserver(this.client, this.filters, page);
      watch = {
        subscribe: (onChange) => observer.subscribe(notifyManager.batchCalls(onChange)),
        result: () => observer.getCurrentResult(),
        refetch: () => void observer.refetch(),
      };
      this.pages.set(page, watch);
    }
    return watch;
  }
}

/** The pages of results for one set of filters (the list is keyed by its filters: one set for its life). */
export function useResultPages(filters: LobbyFilters): ResultPages {
  const client = useQueryClient();
  const [pages] = useState(() => new ResultPages(client, filters));
  return pages;
}

/** One page of results as a tile reads it: the page's observer's current answer, and a render when it moves. */
export function useResultPage(watch: PageWatch): ResultsPageResult {
  return useSyncExternalStore(watch.subscribe, watch.result, watch.result);
}

export type { ResultPages, PageWatch };
