import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { MSG, SHOWCASE_LIMITS } from '@atrium/domain';
import { FormText } from '../../../../components/form/form-text';
import { LazyRichTextEditor } from '../../../../components/rich-text/lazy-rich-text-editor';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import type { ShowcaseForm } from './showcase-settings-values';

const TOOLS = ['bold', 'italic', 'bulletList', 'orderedList'] as const;

type EditorProps = { control: Control<ShowcaseForm>; readOnly: boolean };

/**
 * The site's custom tabs: up to four, each a title and a formatted body, numbered from 1 in the
 * order shown. A tab is moved by its handle, with the pointer or the keyboard (space, arrows,
 * space); the order saved is the order shown.
 */
export function CustomTabsEditor({ control, readOnly }: EditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'customTabs' });
  const [deleting, setDeleting] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      fields.findIndex((f) => f.id === active.id),
      fields.findIndex((f) => f.id === over.id),
    );
  };
  const isFull = fields.length >= SHOWCASE_LIMITS.customTabsMax;

  return (
    <Stack spacing={2}>
      {!fields.length && (
        <Typography color="text.secondary">
          No custom tabs yet. A custom tab adds a titled section of your own text to the site.
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }} aria-label="Custom tabs">
            {fields.map((f, index) => (
              <CustomTabCard
                key={f.id}
                id={f.id}
                index={index}
                control={control}
                readOnly={readOnly}
                onDelete={() => setDeleting(index)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {!readOnly && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Add />}
            disabled={isFull}
            onClick={() => append({ title: '', body: '' })}
          >
            Add tab
          </Button>
          <Typography variant="body2" color="text.secondary">
            {isFull ? `${MSG.showcaseCustomTabsMax}: delete one to add another.` : MSG.showcaseCustomTabsMax}
          </Typography>
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this tab?"
        message="The tab leaves the site when you save."
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          remove(deleting!);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function CustomTabCard({
  id,
  index,
  control,
  readOnly,
  onDelete,
}: EditorProps & { id: string; index: number; onDelete: () => void }) {
  const sortable = useSortable({ id, disabled: readOnly });
  const number = index + 1;
  const title = useWatch({ control, name: `customTabs.${index}.title` });
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      variant="outlined"
      data-testid="custom-tab"
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        boxShadow: sortable.isDragging ? 4 : 'none',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        {!readOnly && (
          <Tooltip title="Drag to reorder (or press space, then the arrow keys)">
            <IconButton
              size="small"
              aria-label={`Move tab ${number}`}
              {...sortable.attributes}
              {...sortable.listeners}
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicator fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Box
          aria-hidden
          sx={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
            flex: 'none',
          }}
        >
          {number}
        </Box>
        <Typography variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title?.trim() || 'Untitled tab'}
        </Typography>
        {!readOnly && (
          <Tooltip title="Delete tab">
            <IconButton size="small" aria-label={`Delete tab ${number}`} onClick={onDelete}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack spacing={1.5}>
        <FormText
          control={control as Control<ShowcaseForm, unknown, unknown>}
          name={`customTabs.${index}.title`}
          label={`Tab ${number} title`}
          maxLength={SHOWCASE_LIMITS.tabTitleMax}
          required
          disabled={readOnly}
        />
        <Controller
          control={control}
          name={`customTabs.${index}.body`}
          render={({ field, fieldState }) =>
            readOnly ? (
              <Box
                sx={{ '& p': { m: 0, mb: 1 }, overflowWrap: 'anywhere' }}
                // the body as the server stored it, after its sanitizer
                dangerouslySetInnerHTML={{ __html: field.value }}
              />
            ) : (
              <LazyRichTextEditor
                label={`Tab ${number} text`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                tools={TOOLS}
                message={fieldState.error?.message}
              />
            )
          }
        />
      </Stack>
    </Paper>
  );
}
