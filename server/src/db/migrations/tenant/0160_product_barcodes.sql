-- Product barcodes (issue 25, item 5): EAN-8, UPC-A, EAN-13 or GTIN-14 digits as entered, unique per
-- tenant as GTIN-14 (a UPC-A and the same EAN-13 with a leading 0 are one code).
ALTER TABLE products ADD COLUMN barcode varchar(14);
CREATE UNIQUE INDEX products_barcode_unique ON products (lpad(barcode, 14, '0')) WHERE barcode IS NOT NULL;
