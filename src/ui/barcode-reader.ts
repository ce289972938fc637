// What reads barcodes from the camera's frames: the browser's own BarcodeDetector where it reads
// our kinds, else ZXing in WebAssembly (the `barcode-detector` ponyfill). This module is imported
// only when a camera opens, so the wasm and its glue stay out of every page's first bundle; the
// wasm is served from our own build (never the package's default CDN).

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** EAN-13 and UPC-A, EAN-8, and ITF (a GTIN-14 on cases). */
const FORMATS = ['ean_13', 'upc_a', 'ean_8', 'itf'];

interface NativeDetector {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats?(): Promise<string[]>;
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  const supported = Native ? await Native.getSupportedFormats?.().catch(() => [] as string[]) : [];
  if (Native && supported?.includes('ean_13')) return new Native({ formats: FORMATS.filter((f) => supported.includes(f)) });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([import('barcode-detector/ponyfill'), import('zxing-wasm/reader/zxing_reader.wasm?url')]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: FORMATS as ConstructorParameters<typeof BarcodeDetector>[0] extends { formats?: infer F } ? F : never });
}
