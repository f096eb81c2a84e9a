import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, as a reader copying it out would get it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
