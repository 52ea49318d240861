/** A folder as the tree reads it. */
export interface FolderNode {
  id: number;
  parentId: number | null;
  name: string;
}

/** SPEC §3: one node of a folder-tree option list. */
export interface FolderTreeOption {
  /** The folder id as text. */
  value: string;
  label: string;
  name: string;
  expanded: boolean;
  selectable: boolean;
  children: FolderTreeOption[];
}

/**
 * The folder-tree option list of SPEC §3: each folder as `{ value (id as text), label, name,
 * expanded, selectable, children }`, children sorted by name; disabled folders are left out
 * with everything under them (a folder being moved cannot go into itself); when a root folder
 * name is given, the root folder becomes the single top node, named so and expanded.
 */
export function folderTreeOptions(
  folders: readonly FolderNode[],
  rootFolderId: number,
  options: { rootName?: string; disabledIds?: ReadonlySet<number> } = {},
): FolderTreeOption[] {
  const byParent = new Map<number, FolderNode[]>();
  for (const f of folders) {
    if (f.parentId === null) continue;
    const list = byParent.get(f.parentId) ?? [];
    list.push(f);
    byParent.set(f.parentId, list);
  }
  const build = (parentId: number, seen: Set<number>): FolderTreeOption[] =>
    (byParent.get(parentId) ?? [])
      .filter((f) => !options.disabledIds?.has(f.id) && !seen.has(f.id))
      .sort((a, b) => a.name.localeCompare(b.name, "en-AU", { sensitivity: "base" }))
      .map((f) => ({
        value: String(f.id),
        label: f.name,
        name: f.name,
        expanded: false,
        selectable: true,
        children: build(f.id, new Set([...seen, f.id])),
      }));
  const children = build(rootFolderId, new Set([rootFolderId]));
  if (options.rootName === undefined) return children;
  return [
    {
      value: String(rootFolderId),
      label: options.rootName,
      name: options.rootName,
      expanded: true,
      selectable: true,
      children,
    },
  ];
}

/** The ids of a folder and everything under it. */
export function folderAndDescendants(folders: readonly FolderNode[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parentId !== null && out.has(f.parentId) && !out.has(f.id)) {
        out.add(f.id);
        grew = true;
      }
    }
  }
  return out;
}
