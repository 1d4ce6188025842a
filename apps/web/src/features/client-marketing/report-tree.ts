import { normalizeTree, numberTree, type ReportSection, type ReportTreeNode } from '@atrium/domain';

/** A section in the builder's list: its place shown as an indent (0 top level, 1 a child). */
export type FlatSection = { id: number; depth: 0 | 1 };

/** The tree as the list shows it: each parent followed by its children. */
export function flattenTree(tree: ReportSection[]): FlatSection[] {
  return tree.flatMap((n) => [
    { id: n.id, depth: 0 as const },
    ...n.childSections.map((c) => ({ id: c.id, depth: 1 as const })),
  ]);
}

/** The list back into a tree: a child belongs to the nearest top-level section above it. */
export function buildTree(flat: FlatSection[], byId: Map<number, ReportSection>): ReportSection[] {
  const tree: ReportSection[] = [];
  for (const item of flat) {
    const section = byId.get(item.id)!;
    const leaf = { ...section, childSections: [] };
    const parent = tree[tree.length - 1];
    if (item.depth === 1 && parent) parent.childSections.push(leaf);
    else tree.push(leaf);
  }
  return tree;
}

const sectionsById = (tree: ReportSection[]) =>
  new Map(
    tree
      .flatMap((n) => [n, ...n.childSections.map((c) => ({ ...c, childSections: [] }))])
      .map((s) => [s.id, s as ReportSection]),
  );

/**
 * The depth a dragged section would take where it is over: its own depth moved by the steps
 * dragged sideways, kept to the top level when it is first or carries children of its own.
 */
export function projectDepth(tree: ReportSection[], activeId: number, overId: number, steps: number): 0 | 1 {
  const flat = withoutChildrenOf(flattenTree(tree), tree, activeId);
  const from = flat.findIndex((f) => f.id === activeId);
  const to = flat.findIndex((f) => f.id === overId);
  if (from < 0 || to < 0) return 0;
  const moved = arrayMove(flat, from, to);
  const hasChildren = tree.some((n) => n.id === activeId && n.childSections.length > 0);
  const wanted = flat[from].depth + steps;
  return to === 0 || hasChildren || wanted <= 0 ? 0 : moved.length > 1 ? 1 : 0;
}

function withoutChildrenOf(flat: FlatSection[], tree: ReportSection[], activeId: number) {
  const children = new Set(tree.find((n) => n.id === activeId)?.childSections.map((c) => c.id) ?? []);
  return flat.filter((f) => !children.has(f.id));
}

function arrayMove<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The tree after a drop: the dragged section (with its children) moves to where it was dropped,
 * at the depth the sideways drag asked for; then the nesting rules apply (a child its parent does
 * not accept moves to the top level after it) and sort orders are renumbered from 1.
 */
export function dropSection(
  tree: ReportSection[],
  activeId: number,
  overId: number,
  steps: number,
): ReportSection[] {
  const byId = sectionsById(tree);
  const flat = withoutChildrenOf(flattenTree(tree), tree, activeId);
  const from = flat.findIndex((f) => f.id === activeId);
  const to = flat.findIndex((f) => f.id === overId);
  if (from < 0 || to < 0) return tree;
  const depth = projectDepth(tree, activeId, overId, steps);
  const moved = arrayMove(flat, from, to).map((f) => (f.id === activeId ? { ...f, depth } : f));
  const children = tree.find((n) => n.id === activeId)?.childSections ?? [];
  const at = moved.findIndex((f) => f.id === activeId);
  moved.splice(at + 1, 0, ...children.map((c) => ({ id: c.id, depth: 1 as const })));
  const rebuilt = buildTree(moved, byId) as unknown as ReportTreeNode<ReportSection>[];
  return numberTree(normalizeTree(rebuilt)) as unknown as ReportSection[];
}

/** Whether two trees put the same sections in the same places (order and depth decide the parents). */
export const sameTree = (a: ReportSection[], b: ReportSection[]) =>
  JSON.stringify(flattenTree(a)) === JSON.stringify(flattenTree(b));
