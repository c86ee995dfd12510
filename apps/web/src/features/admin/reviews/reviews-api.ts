import type {
  ReviewDecisionAnswer,
  ReviewDecisionBody,
  ReviewItem,
  ReviewKind,
} from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { useCursorList } from '../shared/cursor-list';
import { own } from '../shared/staff-only';

/** GET /admin/reviews?kind=: one work queue, oldest first, a page of 50 at a time (loadMore). */
export function useReviewQueue(kind: ReviewKind) {
  return useCursorList<ReviewItem>(queryKeys.admin.reviews(kind), '/admin/reviews', { kind });
}

/** POST /admin/reviews/{id}/decision; the queue is read again afterwards. */
export function useDecideReview(kind: ReviewKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ReviewDecisionBody) =>
      api.post<ReviewDecisionAnswer>(`/admin/reviews/${id}/decision`, body, own),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews(kind) }),
  });
}
