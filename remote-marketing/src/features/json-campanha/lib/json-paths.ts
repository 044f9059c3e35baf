import type { SyntaxNode, Tree } from '@lezer/common';

/*
 * Positions in a JSON document by path, on its Lezer syntax tree (the tree CodeMirror keeps): where
 * `ritmo.intervaloSegundos` is written, so a validation message lands on its line, and which object
 * the cursor is in, so completion offers that object's keys. Works on half-typed JSON too.
 */

export type JsonPath = readonly (string | number)[];
export type Range = { from: number; to: number };

const VALUE_TYPES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

/** The text of a PropertyName node, unquoted ('"nome"' → 'nome'); null when it is not a finished string. */
function keyOf(node: SyntaxNode, doc: string): string | null {
  const raw = doc.slice(node.from, node.to);
  try {
    const key: unknown = JSON.parse(raw);
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}

function children(node: SyntaxNode): SyntaxNode[] {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child);
  return list;
}

/** The document's top value (the child of JsonText). */
function rootValue(tree: Tree): SyntaxNode | null {
  return children(tree.topNode).find((node) => VALUE_TYPES.has(node.name)) ?? null;
}

/** The Property of `object` named `key`. */
function propertyOf(object: SyntaxNode, key: string, doc: string): SyntaxNode | null {
  for (const child of children(object)) {
    if (child.name !== 'Property') continue;
    const name = child.getChild('PropertyName');
    if (name && keyOf(name, doc) === key) return child;
  }
  return null;
}

/** The value of a Property (what follows its colon). */
function valueOfProperty(property: SyntaxNode): SyntaxNode | null {
  return children(property).find((node) => VALUE_TYPES.has(node.name)) ?? null;
}

/**
 * Where the value at `path` is written: the property's name and value for a key, the element for an
 * index. A path that is not there lands on the nearest object or array that is (its opening
 * bracket), which is where the missing key belongs.
 * @example rangeOfPath(tree, doc, ['ritmo', 'dias']) // the range of `"dias": [1, 2]`
 */
export function rangeOfPath(tree: Tree, doc: string, path: JsonPath): Range {
  const root = rootValue(tree);
  if (!root) return { from: 0, to: Math.min(doc.length, 1) };
  let node: SyntaxNode = root;
  let range: Range = { from: node.from, to: node.from + 1 };
  for (const segment of path) {
    if (typeof segment === 'string' && node.name === 'Object') {
      const property = propertyOf(node, segment, doc);
      const value = property && valueOfProperty(property);
      if (!property || !value) return range;
      range = { from: property.from, to: property.to };
      node = value;
    } else if (typeof segment === 'number' && node.name === 'Array') {
      const element: SyntaxNode | undefined = children(node).filter((child) => VALUE_TYPES.has(child.name))[segment];
      if (!element) return range;
      range = { from: element.from, to: element.to };
      node = element;
    } else {
      return range;
    }
    if (node.name === 'Object' || node.name === 'Array') range = shrinkToLine(range, doc);
  }
  return range;
}

/** A multi-line object or array is marked on its first line only (the key), not across the screen. */
function shrinkToLine(range: Range, doc: string): Range {
  const lineEnd = doc.indexOf('\n', range.from);
  return lineEnd > range.from && lineEnd < range.to ? { from: range.from, to: lineEnd } : range;
}

/** The path of `object` from the root: the keys and indexes of the values that hold it. */
function pathOf(object: SyntaxNode, doc: string): JsonPath | null {
  const path: (string | number)[] = [];
  let node: SyntaxNode = object;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (parent.name === 'JsonText') return path.reverse();
    if (parent.name === 'Property') {
      const name = parent.getChild('PropertyName');
      const key = name && keyOf(name, doc);
      if (key === null) return null;
      path.push(key);
    } else if (parent.name === 'Array') {
      path.push(
        children(parent)
          .filter((child) => VALUE_TYPES.has(child.name))
          .indexOf(node),
      );
    } else if (parent.name !== 'Object' && !parent.type.isError) {
      return null;
    }
  }
  return null;
}

export type ObjectAtCursor = { path: JsonPath; keys: Set<string>; from: number };

/**
 * The object the cursor is writing a key in: its path, the keys it already has, and where the key
 * being typed starts (for the completion to replace). Null when the cursor is in a value.
 */
export function objectAtCursor(tree: Tree, doc: string, pos: number): ObjectAtCursor | null {
  let node: SyntaxNode | null = tree.resolveInner(pos, -1);
  let from = pos;
  if (node.name === 'PropertyName' || (node.name === 'String' && node.parent?.type.isError)) {
    from = node.from;
    node = node.parent;
  } else if (node.name === 'String' && node.parent?.name === 'Property') {
    return null;
  }
  while (node && node.name !== 'Object') {
    if (node.name === 'Property' && node.getChild('PropertyName') && valueOfProperty(node)) return null;
    if (node.name === 'Array') return null;
    node = node.parent;
  }
  if (!node) return null;
  const path = pathOf(node, doc);
  if (!path) return null;
  const keys = new Set<string>();
  for (const child of children(node)) {
    const name = child.name === 'Property' ? child.getChild('PropertyName') : null;
    const key = name && name.from !== from ? keyOf(name, doc) : null;
    if (key) keys.add(key);
  }
  return { path, keys, from };
}
