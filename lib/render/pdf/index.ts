export { printSheet } from './print-boxes';
export { PdfPrinter, sharedPdfPrinter, type PdfPrinterOptions } from './printer';
