// The products import and export carry barcodes (issue 25, item 5): checked as the product form
// checks them, once per file, never another product's, and a blank cell keeps the stored one.
import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES } from '@shared/barcode';
import { openMerchantTests } from '../../../test/merchant';

const m = openMerchantTests();
const upload = (text: string) => m.form('POST', '/imports/', { kind: 'products', file: { name: 'file.csv', type: 'text/csv', content: text } });
const commit = (id: number) => m.call('POST', `/imports/${id}/commit/`, { on_existing: 'update' });

describe('products import: barcodes', () => {
  it("refuses a barcode that is not one, twice in the file, or another product's", async () => {
    const file = [
      'Product name,SKU,Category,Barcode',
      'Bad digit,BC-1,Pantry,4006381333932',
      'Too short,BC-2,Pantry,12345',
      'First,BC-3,Pantry,96385074',
      'Again,BC-4,Pantry,96385074',
      "Tomatoes' code,BC-5,Pantry,2000000010014",
      // Whole Milk keeps its own code: no error.
      'Whole Milk,DAI-MLK-01,Dairy,2000000010052',
    ].join('\n');
    const preview = (await upload(file)).json();
    expect(preview.mapping.barcode).toBe('Barcode');
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Barcode', message: BARCODE_MESSAGES.checkDigit },
        { row: 3, column: 'Barcode', message: BARCODE_MESSAGES.invalid },
        { row: 5, column: 'Barcode', message: 'This barcode already appears in row 4.' },
        { row: 6, column: 'Barcode', message: BARCODE_MESSAGES.taken },
      ]),
    );
    expect(preview.errors).toHaveLength(4);
  });

  it('stores barcodes, and a blank cell keeps the product its barcode', async () => {
    const first = (await upload('Product name,SKU,Category,Barcode\nImported Capers,BC-CAP,Pantry,4006381333931\n')).json();
    expect((await commit(first.id)).json()).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await m.rows("SELECT barcode FROM products WHERE sku = 'BC-CAP'")).toEqual([{ barcode: '4006381333931' }]);
    const again = (await upload('Product name,SKU,Category,Barcode\nImported Capers,BC-CAP,Pantry,\n')).json();
    expect((await commit(again.id)).json()).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(await m.rows("SELECT barcode FROM products WHERE sku = 'BC-CAP'")).toEqual([{ barcode: '4006381333931' }]);
  });

  it('exports the barcode column', async () => {
    const res = await m.call('GET', '/exports/products/?search=DAI-MLK');
    const [header, milk] = res.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(header.split(',').at(-1)).toBe('Barcode');
    expect(milk.split(',').at(-1)).toBe('2000000010052');
  });
});
