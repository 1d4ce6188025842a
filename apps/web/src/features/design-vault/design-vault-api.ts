import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { designVaultEndpoints as E, MSG, type DesignTemplate } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** Design vault: an office's templates and switches, a listing's gallery and its design-tool summary. */

export const designVaultKeys = {
  office: (officeId: number) => ['design-vault', 'office', officeId] as const,
  gallery: (listingId: number) => ['design-vault', 'gallery', listingId] as const,
  listing: (listingId: number) => ['design-vault', 'listing', listingId] as const,
};

export function useOfficeTemplates(officeId: number | null) {
  return useQuery({
    queryKey: designVaultKeys.office(officeId ?? 0),
    queryFn: async () =>
      (
        await callEndpoint(
          E.getDesignVaultTemplates,
          { query: { officeId: officeId! } },
          { errorMessage: MSG.designVaultTemplatesFailed, silent: true },
        )
      ).data,
    enabled: officeId != null,
    retry: false,
  });
}

export function useListingGallery(listingId: number | null) {
  return useQuery({
    queryKey: designVaultKeys.gallery(listingId ?? 0),
    queryFn: async () =>
      (
        await callEndpoint(
          E.getDesignVaultTemplates,
          { query: { listingId: listingId! } },
          { errorMessage: MSG.designVaultTemplatesFailed, silent: true },
        )
      ).data,
    enabled: listingId != null,
    retry: false,
  });
}

/** The listing as the design tool sees it; a not-found or failed answer is the not-in-system message. */
export function useDesignVaultListing(listingId: number | null) {
  return useQuery({
    queryKey: designVaultKeys.listing(listingId ?? 0),
    queryFn: async () =>
      (await callEndpoint(E.getDesignVaultListing, { params: { id: listingId! } }, { silent: true })).data,
    enabled: listingId != null,
    retry: false,
  });
}

/**
 * An office's switch for a template: the card shows the new state only once the server has
 * confirmed it (the cache is written on success, never before).
 */
export function useToggleTemplate(officeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ template, flag }: { template: DesignTemplate; flag: boolean }) => {
      await callEndpoint(
        E.toggleOfficeDesignTemplate,
        { params: { officeId, templateId: template.id, flag: String(flag) } },
        { errorMessage: MSG.designVaultToggleFailed },
      );
    },
    onSuccess: (_v, { template, flag }) => {
      qc.setQueryData<DesignTemplate[]>(designVaultKeys.office(officeId), (list) =>
        list?.map((t) => (t.id === template.id ? { ...t, isEnabled: flag } : t)),
      );
      void qc.invalidateQueries({ queryKey: ['design-vault', 'gallery'] });
      showToast(
        'success',
        flag ? MSG.designVaultTemplateEnabled(template.name) : MSG.designVaultTemplateDisabled(template.name),
      );
    },
  });
}
