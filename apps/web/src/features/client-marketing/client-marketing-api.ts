import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientMarketingEndpoints as E,
  MSG,
  type EndpointResponse,
  type ReportSection,
  type ReportSectionName,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

export type ReportHeader = EndpointResponse<typeof E.getReportHeader>;
export type ReportPanel = EndpointResponse<typeof E.getReportPanel>;
export type ReportMedia = EndpointResponse<typeof E.getReportListingImages>[number];

/** Calls and query keys of a listing's client marketing report builder. */
export const reportKeys = {
  all: (listingId: number) => ['clientMarketing', listingId] as const,
  sections: (listingId: number) => ['clientMarketing', listingId, 'sections'] as const,
  header: (listingId: number) => ['clientMarketing', listingId, 'header'] as const,
  media: (listingId: number) => ['clientMarketing', listingId, 'media'] as const,
  panel: (listingId: number, section: string) => ['clientMarketing', listingId, 'panel', section] as const,
};

export function useReportSections(listingId: number) {
  return useQuery({
    queryKey: reportKeys.sections(listingId),
    // /reportBuilder without a listing asks for nothing
    enabled: listingId > 0,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getReportSections,
          { params: { listingId } },
          { errorMessage: MSG.reportPanelFailed },
        )
      ).data,
  });
}

export function useReportHeader(listingId: number) {
  return useQuery({
    queryKey: reportKeys.header(listingId),
    // /reportBuilder without a listing asks for nothing
    enabled: listingId > 0,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getReportHeader,
          { params: { listingId } },
          { errorMessage: MSG.reportPanelFailed },
        )
      ).data,
  });
}

/** The photos and videos of the picker, loaded when the picker opens. */
export function useReportMedia(listingId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: reportKeys.media(listingId),
    enabled: isEnabled,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getReportListingImages,
          { params: { listingId } },
          { errorMessage: MSG.reportPanelFailed },
        )
      ).data,
  });
}

export function useReportPanel(listingId: number, section: ReportSectionName | null) {
  return useQuery({
    queryKey: reportKeys.panel(listingId, section ?? ''),
    enabled: section != null,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getReportPanel,
          { params: { listingId, section: section! } },
          { errorMessage: MSG.reportPanelFailed },
        )
      ).data,
  });
}

/** Saves the tree after a drop; shows it at once, and puts back the saved one when it fails. */
export function useSaveSortOrder(listingId: number) {
  const qc = useQueryClient();
  const key = reportKeys.sections(listingId);
  return useMutation({
    mutationFn: (tree: ReportSection[]) =>
      callEndpoint(
        E.saveReportSortOrder,
        {
          body: {
            listingId,
            sections: tree.map((n) => ({
              id: n.id,
              childSections: n.childSections.map((c) => ({ id: c.id })),
            })),
          },
        },
        { errorMessage: MSG.reportSortOrderFailed },
      ),
    onMutate: async (tree) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData(key, tree);
    },
    onSuccess: (res) => {
      qc.setQueryData(key, res.data);
      showToast('success', MSG.reportSortOrderSaved);
    },
    onError: () => void qc.invalidateQueries({ queryKey: key }),
  });
}

export function useToggleSection(listingId: number) {
  const qc = useQueryClient();
  const key = reportKeys.sections(listingId);
  return useMutation({
    mutationFn: (v: { id: number; displaySection: boolean }) =>
      callEndpoint(
        E.toggleReportSection,
        { params: { id: v.id }, body: { displaySection: v.displaySection } },
        { errorMessage: MSG.reportToggleFailed },
      ),
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<ReportSection[]>(key, (tree) =>
        tree?.map((n) => ({
          ...(n.id === v.id ? { ...n, displaySection: v.displaySection } : n),
          childSections: n.childSections.map((c) =>
            c.id === v.id ? { ...c, displaySection: v.displaySection } : c,
          ),
        })),
      );
    },
    onSuccess: () => showToast('success', MSG.reportToggleSaved),
    onSettled: () => void qc.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveNotes(listingId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; remark: string }) =>
      callEndpoint(
        E.saveReportIntroduction,
        { params: { id: v.id }, body: { remark: v.remark } },
        { errorMessage: MSG.reportNotesFailed, preferServerMessage: true },
      ),
    onSuccess: () => {
      showToast('success', MSG.reportNotesSaved);
      void qc.invalidateQueries({ queryKey: reportKeys.panel(listingId, 'notes') });
    },
  });
}

export function useSelectCover(listingId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: ReportMedia) =>
      callEndpoint(
        E.selectReportMedia,
        { params: { listingNumber: listingId }, body: { assetId: m.assetId, mediaType: m.mediaType } },
        { errorMessage: MSG.failedSetSelectedMedia },
      ),
    onSuccess: () => {
      showToast('success', MSG.reportCoverSaved);
      void qc.invalidateQueries({ queryKey: reportKeys.header(listingId) });
      void qc.invalidateQueries({ queryKey: reportKeys.media(listingId) });
    },
  });
}
