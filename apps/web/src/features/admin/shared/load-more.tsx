import { Button } from '#components/ui/button.js';
import type { CursorList } from './cursor-list';

/** 'Load more' under a back-office queue while it has another page (useCursorList). */
export function LoadMore({ list }: { list: CursorList<unknown> }) {
  if (!list.hasMore) return null;
  return (
    <p>
      <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
        Load more
      </Button>
    </p>
  );
}
