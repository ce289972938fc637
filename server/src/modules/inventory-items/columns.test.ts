// The repository's one column list against the contract: a field added to the contract's
// InventoryItem (or a column added to the list) without the other fails here, as it fails the build.
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../openapi/document';
import { ITEM_COLUMNS, JOINED_FIELDS } from './repo';

const schema = (name: string): { properties: Record<string, unknown> } => loadDocument().doc.components.schemas[name];

describe('inventory item columns', () => {
  it("the columns and the joined fields are exactly the properties of the contract's InventoryItem", () => {
    expect([...ITEM_COLUMNS, ...JOINED_FIELDS].sort()).toEqual(Object.keys(schema('InventoryItem').properties).sort());
  });

  it('every column but the id can be sent when creating an item', () => {
    const sendable = Object.keys(schema('InventoryItemCreate').properties);
    expect(ITEM_COLUMNS.filter((c) => c !== 'id' && !sendable.includes(c))).toEqual([]);
  });
});
