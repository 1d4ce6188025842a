import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { etagFor, MSG, type NewsItem, type NewsItemBody, type StatsResponse } from '@atrium/domain';
import { api } from '../../lib/api-client';
import { withLoader } from '../../lib/loader-store';
import { showToast } from '../../lib/toast-store';

export const homeKeys = {
  news: ['home', 'news'] as const,
  stats: (userId: number | undefined) => ['home', 'stats', userId] as const,
};

/** GET home: the news of the carousel. */
export function useNews() {
  return useQuery({
    queryKey: homeKeys.news,
    queryFn: () =>
      withLoader('home.news', () => api.get<{ news: NewsItem[] }>('home', { errorMessage: MSG.failedNews })),
    select: (d) => d.news,
  });
}

/** POST stats: the figures of the offices the user may see. */
export function useOfficeStats(userId: number | undefined) {
  return useQuery({
    queryKey: homeKeys.stats(userId),
    queryFn: () =>
      withLoader('home.stats', () =>
        api.post<StatsResponse>('stats', {}, { errorMessage: MSG.failedOfficeStats }),
      ),
    enabled: userId !== undefined,
  });
}

/** Add, change (with the version seen) and remove news items; system administrators only. */
export function useNewsMutations() {
  const qc = useQueryClient();
  const done = (message: string) => {
    showToast('success', message);
    return qc.invalidateQueries({ queryKey: homeKeys.news });
  };
  const save = useMutation({
    mutationFn: ({ item, id, version }: { item: NewsItemBody; id?: number; version?: number }) =>
      id
        ? api.put(`home/news/${id}`, item, {
            ifMatch: version ? etagFor(version) : null,
            errorMessage: MSG.failedSaveNews,
          })
        : api.post('home/news', item, { errorMessage: MSG.failedSaveNews }),
    onSuccess: () => done(MSG.newsSaved),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.del(`home/news/${id}`, { errorMessage: MSG.failedDeleteNews }),
    onSuccess: () => done(MSG.newsDeleted),
  });
  return { save, remove };
}
