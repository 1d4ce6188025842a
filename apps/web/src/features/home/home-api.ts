import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { etagFor, homeEndpoints as E, MSG, type NewsItemBody } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
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
      withLoader('home.news', () =>
        callEndpoint(E.getHome, {}, { errorMessage: MSG.failedNews }).then((r) => r.data),
      ),
    select: (d) => d.news,
  });
}

/** POST stats: the figures of the offices the user may see. */
export function useOfficeStats(userId: number | undefined) {
  return useQuery({
    queryKey: homeKeys.stats(userId),
    queryFn: () =>
      withLoader('home.stats', () =>
        callEndpoint(E.getOfficeStats, { body: {} }, { errorMessage: MSG.failedOfficeStats }).then(
          (r) => r.data,
        ),
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
    mutationFn: async ({ item, id, version }: { item: NewsItemBody; id?: number; version?: number }) => {
      if (id)
        await callEndpoint(
          E.updateNews,
          { params: { id }, body: item },
          { ifMatch: version ? etagFor(version) : null, errorMessage: MSG.failedSaveNews },
        );
      else await callEndpoint(E.createNews, { body: item }, { errorMessage: MSG.failedSaveNews });
    },
    onSuccess: () => done(MSG.newsSaved),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      callEndpoint(E.removeNews, { params: { id } }, { errorMessage: MSG.failedDeleteNews }),
    onSuccess: () => done(MSG.newsDeleted),
  });
  return { save, remove };
}
