import { Suspense, useDeferredValue, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { MSG } from '@atrium/domain';
import type { SaveWrites } from './use-versioned-writes';

/** What a section's edit form gets from the page on top of the read view's props. */
export type SectionFormExtras = {
  save: SaveWrites;
  /** Leaves the form: 'next' opens the next editable section, 'close' closes it. */
  leave: (to: 'next' | 'close') => void;
};

/** One card of a record page: a read view, and an edit form where the user may edit. */
export type RecordSection<P> = {
  /** The spec's section name; ?edit= matches it (or an alias) case-insensitively. */
  key: string;
  editAliases?: string[];
  title: string;
  ReadView: ComponentType<P>;
  /** Omitted for a read-only section. */
  EditForm?: ComponentType<P & SectionFormExtras>;
};

/** The section that ?edit={value} opens, matched case-insensitively on the key and its aliases. */
export function findSection<S extends { key: string; editAliases?: string[] }>(
  sections: readonly S[],
  edit: string | null,
): S | undefined {
  if (!edit) return undefined;
  const wanted = edit.toLowerCase();
  return sections.find(
    (s) => s.key.toLowerCase() === wanted || s.editAliases?.some((a) => a.toLowerCase() === wanted),
  );
}

/**
 * The open section of a record page lives in ?edit= so a link can open one; opening a section
 * scrolls to it (a jump on arrival, a glide afterwards unless the system asks for reduced
 * motion). Returns the open key and `open`.
 */
export function useOpenSection<S extends { key: string; editAliases?: string[] }>(
  sections: readonly S[],
  ready: boolean,
) {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const openKey = findSection(sections, edit)?.key ?? null;
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (!openKey || !ready) return;
    // a glide only where the user has not asked the system for less motion
    const glide = hasScrolled.current && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior = glide ? 'smooth' : 'instant';
    hasScrolled.current = true;
    const timer = window.setTimeout(
      () => document.getElementById(`section-${openKey}`)?.scrollIntoView({ behavior, block: 'start' }),
      behavior === 'smooth' ? 150 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [openKey, ready]);

  // read from the address bar, not this render: a form may leave after an await (a save, a
  // refetch), when the user has already opened another section, which must stay open
  const open = (key: string | null, from?: string) => {
    const next = new URLSearchParams(window.location.search);
    if (from && findSection(sections, next.get('edit'))?.key !== from) return;
    if (key) next.set('edit', key);
    else next.delete('edit');
    setParams(next, { replace: true });
  };
  return { openKey, open };
}

/** How many cards show their contents in a record page's first render. */
const FIRST_DRAWN = 2;

/** The 'changed elsewhere' banner with Reload (after a 412). */
export function StaleBanner({ isStale, reload }: { isStale: boolean; reload: () => void }) {
  if (!isStale) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          Reload
        </Button>
      }
    >
      {MSG.staleVersion}
    </Alert>
  );
}

/**
 * The cards of a record page, in order: each shows its read view, with Edit where
 * `isEditable(section)`; the open one shows its form. Saving and leaving follow the listing
 * page's orchestration (useBlurSave inside the forms, `save` from useVersionedWrites). With
 * `asTabs`, one card at a time under a row of tabs: the open section's, else the chosen tab's.
 */
export function RecordSections<P extends object, S extends RecordSection<P> = RecordSection<P>>({
  sections,
  viewProps,
  isEditable,
  openKey,
  open,
  save,
  reloads,
  asTabs,
}: {
  sections: readonly S[];
  viewProps: P;
  isEditable: (section: S) => boolean;
  openKey: string | null;
  /** Opens a section (null closes); with `from`, only while that section is the open one. */
  open: (key: string | null, from?: string) => void;
  save: SaveWrites;
  reloads: number;
  asTabs?: { label: string };
}) {
  const [chosen, setChosen] = useState(sections[0]?.key);
  const editable = (s: S) => Boolean(s.EditForm) && isEditable(s);
  const leave = (from: string) => (to: 'next' | 'close') => {
    if (to === 'close') return open(null, from);
    const list = sections.filter(editable);
    const index = list.findIndex((s) => s.key === from);
    open(list[index + 1]?.key ?? null, from);
  };
  // the first cards' contents come in the first render, the others' in the render React runs next
  // (all at once when a section is open: its place on the page depends on those above it)
  const areAllDrawn = useDeferredValue(true, false) || openKey !== null;
  const shownKey = openKey ?? chosen;
  const shown = asTabs ? sections.filter((s) => s.key === shownKey).slice(0, 1) : sections;
  return (
    <Stack spacing={3}>
      {asTabs && (
        <Tabs
          value={shownKey}
          onChange={(_e, key: string) => {
            setChosen(key);
            if (openKey && openKey !== key) open(null);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={asTabs.label}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((s) => (
            <Tab
              key={s.key}
              value={s.key}
              label={s.title}
              id={`tab-${s.key}`}
              aria-controls={`section-${s.key}`}
            />
          ))}
        </Tabs>
      )}
      {shown.map((section, index) => {
        const isOpen = openKey === section.key && editable(section);
        const { ReadView, EditForm } = section;
        return (
          <Paper
            key={section.key}
            id={`section-${section.key}`}
            component="section"
            role={asTabs ? 'tabpanel' : undefined}
            aria-labelledby={`section-${section.key}-title`}
            sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 88 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h3" component="h2" id={`section-${section.key}-title`}>
                {section.title}
              </Typography>
              {editable(section) && !isOpen && (
                <Button
                  startIcon={<EditOutlined />}
                  onClick={() => open(section.key)}
                  aria-label={`Edit ${section.title}`}
                >
                  Edit
                </Button>
              )}
            </Stack>
            {/* a section's code may arrive on its own (React.lazy): a quiet space until then */}
            <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
              {index >= FIRST_DRAWN && !areAllDrawn ? null : isOpen && EditForm ? (
                <EditForm
                  key={`${section.key}-${reloads}`}
                  {...viewProps}
                  save={save}
                  leave={leave(section.key)}
                />
              ) : (
                <ReadView {...viewProps} />
              )}
            </Suspense>
          </Paper>
        );
      })}
    </Stack>
  );
}
