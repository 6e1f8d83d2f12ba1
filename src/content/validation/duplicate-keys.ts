import type { Node } from 'jsonc-parser';

function keyOf(property: Node): unknown {
  return property.children?.[0]?.value;
}

/**
 * Finds every key written again in the same object and returns its key nodes
 * (the second and later occurrences). JSON.parse keeps the last value of a
 * repeated key, so the tree is trimmed to the last occurrence too: every other
 * error then points at the value it is about.
 */
export function takeRepeatedKeys(root: Node): Node[] {
  const repeats: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'object' && node.children) {
      const lastIndex = new Map<unknown, number>();
      node.children.forEach((property, i) => {
        if (lastIndex.has(keyOf(property))) repeats.push(property.children![0]);
        lastIndex.set(keyOf(property), i);
      });
      for (let i = node.children.length - 1; i >= 0; i--) if (lastIndex.get(keyOf(node.children[i])) !== i) node.children.splice(i, 1);
    }
    node.children?.forEach(visit);
  };
  visit(root);
  return repeats;
}
