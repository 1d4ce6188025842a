import { useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, ButtonBase, Collapse, IconButton, Paper, Switch, Tooltip, Typography } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ReportSection } from '@atrium/domain';
import { dropSection, flattenTree, projectDepth, sameTree } from './report-tree';

/** How far a section moves right to sit inside the container above it. */
const INDENT = 28;

/**
 * Up and down move over the list; right and left nest a section under the container above it or
 * take it out again (the list has no columns, so the sideways keys mean depth).
 */
const coordinates: KeyboardCoordinateGetter = (event, args) => {
  const at = args.currentCoordinates;
  if (event.code === KeyboardCode.Right) return { ...at, x: at.x + INDENT };
  if (event.code === KeyboardCode.Left) return { ...at, x: at.x - INDENT };
  return sortableKeyboardCoordinates(event, args);
};

type Props = {
  tree: ReportSection[];
  selectedId: number | null;
  canEdit: boolean;
  /** Under 1024 px the selected section's content opens under it (an accordion). */
  isCompact: boolean;
  onSelect: (section: ReportSection) => void;
  onToggle: (section: ReportSection, displaySection: boolean) => void;
  onReorder: (tree: ReportSection[]) => void;
  renderPanel: (section: ReportSection) => ReactNode;
};

/**
 * The report's sections, in order, children indented under their container. A section is moved
 * by its handle with the pointer or the keyboard (space, arrows, space); right nests it under the
 * container above, left takes it out. The result follows the nesting rules and is saved at once.
 */
export function ReportSectionList({
  tree,
  selectedId,
  canEdit,
  isCompact,
  onSelect,
  onToggle,
  onReorder,
  renderPanel,
}: Props) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [steps, setSteps] = useState(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );
  const byId = useMemo(
    () => new Map(tree.flatMap((n) => [n, ...n.childSections]).map((s) => [s.id, s as ReportSection])),
    [tree],
  );
  // while a container is dragged its children travel with it, out of the list
  const activeChildren = new Set(tree.find((n) => n.id === activeId)?.childSections.map((c) => c.id) ?? []);
  const flat = flattenTree(tree).filter((f) => !activeChildren.has(f.id));
  const projected = activeId != null && overId != null ? projectDepth(tree, activeId, overId, steps) : null;

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setSteps(0);
  };
  // the depth comes from the drop's own offset: a key pressed before the last move re-rendered still counts
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const depthSteps = Math.round(delta.x / INDENT);
    const next = over ? dropSection(tree, Number(active.id), Number(over.id), depthSteps) : tree;
    reset();
    if (!sameTree(next, tree)) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => {
        setActiveId(Number(active.id));
        setOverId(Number(active.id));
      }}
      onDragMove={({ delta }: DragMoveEvent) => setSteps(Math.round(delta.x / INDENT))}
      onDragOver={({ over }: DragOverEvent) => setOverId(over ? Number(over.id) : null)}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={flat.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label="Report sections"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {flat.map((f) => {
            const section = byId.get(f.id)!;
            const isActive = f.id === activeId;
            return (
              <SectionRow
                key={f.id}
                section={section}
                depth={isActive && projected != null ? projected : f.depth}
                isSelected={f.id === selectedId}
                childCount={isActive ? activeChildren.size : 0}
                canEdit={canEdit}
                isCompact={isCompact}
                onSelect={() => onSelect(section)}
                onToggle={(v) => onToggle(section, v)}
                panel={isCompact && f.id === selectedId ? renderPanel(section) : null}
              />
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

type RowProps = {
  section: ReportSection;
  depth: 0 | 1;
  isSelected: boolean;
  childCount: number;
  canEdit: boolean;
  isCompact: boolean;
  onSelect: () => void;
  onToggle: (displaySection: boolean) => void;
  panel: ReactNode;
};

function SectionRow({
  section,
  depth,
  isSelected,
  childCount,
  canEdit,
  isCompact,
  onSelect,
  onToggle,
  panel,
}: RowProps) {
  const sortable = useSortable({ id: section.id, disabled: !canEdit });
  const transform = sortable.transform ? { ...sortable.transform, x: 0 } : null;
  const name = section.displayName;
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      data-testid={`report-section-${section.name}`}
      data-depth={depth}
      style={{ transform: CSS.Translate.toString(transform), transition: sortable.transition }}
      // the indent is padding, not margin: the row's box stays put while its depth changes under a
      // drag, since dnd-kit takes a moved box off the drag's offset (which would undo the indent)
      sx={{ pl: `${depth * INDENT}px`, position: 'relative', zIndex: sortable.isDragging ? 2 : 'auto' }}
    >
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 0.5,
          pr: 1,
          minHeight: 48,
          borderColor: isSelected ? 'primary.main' : 'divider',
          bgcolor: isSelected ? 'action.selected' : 'background.paper',
          boxShadow: sortable.isDragging ? 4 : 0,
        }}
      >
        {canEdit ? (
          <Tooltip title="Drag to move; with the keyboard: space, arrows, space">
            <IconButton
              size="small"
              aria-label={`Move ${name}`}
              {...sortable.attributes}
              {...sortable.listeners}
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicator fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Box sx={{ width: 8 }} />
        )}
        <ButtonBase
          onClick={onSelect}
          aria-expanded={isCompact ? isSelected : undefined}
          aria-current={!isCompact && isSelected ? 'true' : undefined}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            py: 1.25,
            px: 0.5,
            borderRadius: 1,
          }}
        >
          <Typography
            component="span"
            sx={{
              fontWeight: section.type === 'container' ? 600 : 400,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
            {childCount > 0 && (
              <Typography component="span" variant="caption" color="text.secondary">
                {` · with ${childCount} inside`}
              </Typography>
            )}
          </Typography>
        </ButtonBase>
        <Tooltip title={section.displaySection ? 'Shown in the report' : 'Hidden from the report'}>
          <Switch
            size="small"
            checked={section.displaySection}
            disabled={!canEdit}
            onChange={(e) => onToggle(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Show ${name} in the report` } }}
          />
        </Tooltip>
        {isCompact && (
          <ExpandMore
            aria-hidden
            fontSize="small"
            sx={{
              color: 'text.secondary',
              transform: isSelected ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        )}
      </Paper>
      {isCompact && (
        <Collapse in={panel != null} unmountOnExit>
          <Paper variant="outlined" sx={{ mt: 0.5, p: 2 }}>
            {panel}
          </Paper>
        </Collapse>
      )}
    </Box>
  );
}
