import type { ReactNode } from 'react';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { moveItem } from '@atrium/domain';

type Agent = { agentId: number; name: string };

/** A position in an ordered list, as a small round badge. */
export function OrderBadge({ n }: { n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        typography: 'caption',
        fontWeight: 700,
      }}
    >
      {n}
    </Box>
  );
}

type RowProps<T extends Agent> = {
  agent: T;
  index: number;
  count: number;
  testId: string;
  text: ReactNode;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: () => void;
};

function SortableRow<T extends Agent>({ agent, index, count, testId, text, onMove, onRemove }: RowProps<T>) {
  const sortable = useSortable({ id: agent.agentId });
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      variant="outlined"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: 1,
        pr: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        boxShadow: sortable.isDragging ? 4 : 'none',
      }}
    >
      <Tooltip title="Drag to reorder (or press space, then the arrow keys)">
        <IconButton
          size="small"
          aria-label={`Move ${agent.name}`}
          {...sortable.attributes}
          {...sortable.listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      </Tooltip>
      <OrderBadge n={index + 1} />
      <Box sx={{ minWidth: 0, flex: 1 }}>{text}</Box>
      <IconButton
        size="small"
        aria-label={`Move ${agent.name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${agent.name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Remove ${agent.name}`} onClick={onRemove}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * Agents in order (a team's members, a development side): the handle drags them (pointer, or
 * space then the arrow keys) and the arrows move them one place; `onOrder` gets the new order.
 */
export function SortableAgentList<T extends Agent>({
  agents,
  label,
  testId,
  isBusy = false,
  renderText,
  onOrder,
  onRemove,
}: {
  agents: T[];
  label: string;
  testId: string;
  isBusy?: boolean;
  renderText: (agent: T) => ReactNode;
  onOrder: (next: T[]) => void;
  onRemove: (agent: T) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = agents.findIndex((a) => a.agentId === active.id);
    const to = agents.findIndex((a) => a.agentId === over.id);
    onOrder(arrayMove(agents, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={agents.map((a) => a.agentId)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label={label} aria-busy={isBusy}>
          {agents.map((a, i) => (
            <SortableRow
              key={a.agentId}
              agent={a}
              index={i}
              count={agents.length}
              testId={testId}
              text={renderText(a)}
              onMove={(index, by) => onOrder(moveItem(agents, index, by))}
              onRemove={() => onRemove(a)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
