import { describe, expect, it } from 'vitest';
import { buildTree } from './AreaTree';

describe('area tree', () => {
  it('nests areas under their parents; orphans and roots stay at the top', () => {
    const tree = buildTree([
      { id: '1', name: 'Shaanxi' },
      { id: '2', name: "Xi'an", parentId: '1' },
      { id: '3', name: 'Yanta', parentId: '2' },
      { id: '4', name: 'Lost', parentId: '99' },
    ]);
    expect(tree.map((n) => n.record.name)).toEqual(['Shaanxi', 'Lost']);
    expect(tree[0].children[0].children[0].record.name).toBe('Yanta');
  });
});
