/** Types of pdfLayout.mjs (plain JavaScript so that the sandbox child runs it without a build step). */
/** `parser` is a pdf-parse PDFParse (typed loosely: the pdf.js document it reads is a private member). */
export function readPdfPages(parser: object, pages: number): Promise<string>;
export function layoutPage(items: ReadonlyArray<object>, pageWidth: number): string[];
