import { PDFDict, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';

/** The images drawn on the pages of a PDF (XObjects of their resources): one QR code per ticket. */
export function drawnImages(doc: PDFDocument): number {
  let n = 0;
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xobjects?.entries() ?? []) {
      const obj = doc.context.lookup(ref);
      if (
        obj instanceof PDFRawStream &&
        obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      ) {
        n += 1;
      }
    }
  }
  return n;
}
